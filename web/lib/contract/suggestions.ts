/** The search boxes' suggestions (issue 31): an addition of this app, not of the spec's contract. */
export const SUGGESTIONS_PATH = '/api/suggestions';

/** How many courses a search box suggests. */
export const SUGGESTION_COUNT = 6;

/**
 * A course a search box suggests: its name, its category's name and its page; `hindi.category`, the category's
 * Hindi name where staff gave one, which a Hindi page shows (issue 52). One answer serves both languages.
 */
export type CourseSuggestion = { name: string; category: string; href: string; hindi?: { category: string } };

export type SuggestionsAnswer = { suggestions: CourseSuggestion[] };
