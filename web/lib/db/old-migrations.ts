import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder } from './locations';

/**
 * For the migrations' own tests: a copy of the committed migrations up to and including `lastTag`, as a database
 * made before the next one would have seen them. `remove` deletes the copy.
 */
export function migrationsUpTo(lastTag: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'academy-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
