/** Route segments arrive percent-encoded or not depending on the caller; decode once, tolerating stray '%'. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
