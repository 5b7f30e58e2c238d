/**
 * The Studio runs in the browser, where only SANITY_STUDIO_* variables exist. Offline commands (build,
 * schema extract, typegen) work with the placeholder project id; logging in needs a real one.
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'academy-local';
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production';
/**
 * Where the site runs: Presentation's preview frame and its draft-mode route, and the read API (`/api/graphql`) that
 * the home page's course picker searches.
 */
export const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_ORIGIN || 'http://localhost:3000';
