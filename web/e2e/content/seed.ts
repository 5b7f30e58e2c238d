import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The embedded dataset the server under test reads (studio/seed), for comparing pages with their source. */
const documents = readFileSync(path.resolve(import.meta.dirname, '../../../studio/seed/content.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as { _id: string; [field: string]: unknown });

export function seedDocument<T>(id: string): T {
  const doc = documents.find((d) => d._id === id);
  if (!doc) throw new Error(`studio/seed has no document ${id}`);
  return doc as T;
}
