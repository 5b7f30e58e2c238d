/** "kathak for beginners" -> "Kathak For Beginners": the spec shows category and course names capitalised. */
export function capitalizeWords(text: string): string {
  return text
    .trim()
    .replace(/(^|[\s(/-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
