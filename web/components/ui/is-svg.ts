/**
 * Whether an image URL points at an SVG. next/image must be told `unoptimized` for these: its optimiser refuses
 * SVG (it could carry script), and a vector needs no resizing anyway. A query string may follow the extension.
 */
export function isSvg(src: string): boolean {
  return /\.svg(\?|$)/i.test(src);
}
