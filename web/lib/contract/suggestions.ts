/** The search boxes' suggestions (issue 31): an addition of this app, not of the spec's contract. */
export const SUGGESTIONS_PATH = '/api/suggestions';

/** How many courses a search box suggests. */
export const SUGGESTION_COUNT = 6;

/** A course a search box suggests: its name, its category's name and its page. */
export type CourseSuggestion = { name: string; category: string; href: string };

export type SuggestionsAnswer = { suggestions: CourseSuggestion[] };
