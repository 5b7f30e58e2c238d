/**
 * Imported first by every command-line script, so the repository root's .env and .env.local are in process.env
 * before any module reads it (ES modules run their imports in order): the same settings the site reads
 * (lib/env-files.ts).
 */
import { loadEnvFiles } from '../lib/env-files';

try {
  loadEnvFiles();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
