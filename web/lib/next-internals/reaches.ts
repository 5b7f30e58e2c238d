/**
 * What lib/next-internals reaches into, one line per module of next/dist (README.md says why each and what breaks),
 * and the Next release it was last checked against: next-internals.test.ts fails when either moves.
 */
export const NEXT_CHECKED = { version: '16.4.6', minor: '16.4' };

export const NEXT_REACHES = [
  { path: 'next/dist/server/lib/incremental-cache/tags-manifest.external', reach: 'reaches 1-3 (tagsManifest)' },
  { path: 'next/dist/server/lib/incremental-cache/file-system-cache', reach: 'reach 4 (FileSystemCache)' },
  { path: 'next/dist/server/lib/incremental-cache', reach: 'reach 4 (the incremental cache types)' },
  { path: 'next/dist/server/lib/cache-handlers/default', reach: 'reach 3, checked by the test only' },
] as const;
