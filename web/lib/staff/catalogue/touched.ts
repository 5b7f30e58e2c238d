/**
 * What a catalogue change touched, for the caller to revalidate (lib/page-cache/catalogue-publish.ts): the courses
 * whose pages and lists show it, by every name they had, or everything (a category's name is on every course page
 * of that category).
 */
export type Touched = { courseNames: string[]; everything?: boolean };

export const touching = (...courseNames: (string | null | undefined)[]): Touched => ({
  courseNames: [...new Set(courseNames.filter((name): name is string => Boolean(name)))],
});
