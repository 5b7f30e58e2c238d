#!/usr/bin/env node
/**
 * `sanity` with the repository root's settings (issue 51): the root .env.local, then .env, are read into the
 * environment before Sanity's CLI starts, so SANITY_STUDIO_PROJECT_ID and friends live in the same file as the site's
 * settings. A variable set in the real environment wins, and .env.local wins over .env (process.loadEnvFile never
 * replaces a variable already set). Used by `npm run dev`, `build` and `import` here; `check` and `typegen` stay
 * offline on the placeholder project.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

for (const file of ['.env.local', '.env']) {
  const at = fileURLToPath(new URL(`../../${file}`, import.meta.url));
  if (existsSync(at)) process.loadEnvFile(at);
}
await import('../../node_modules/@sanity/cli/bin/run.js');
