/**
 * The spec's slug rule: remove accents, lowercase, drop everything but letters, digits, space, plus and
 * hyphen, turn spaces into hyphens, collapse repeated hyphens. Surrounding whitespace is trimmed first
 * because routes are matched trimmed.
 */
export function slugify(input: string): string {
  return input
    .trim()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N} +-]/gu, '')
    .replace(/ /g, '-')
    .replace(/-{2,}/g, '-');
}

/** A slug turned back into words for headings: "dance-and-music" -> "Dance And Music". */
export function unslugify(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
