import { postStaffForm, type ApiResult } from '@/lib/browser/academy-api';
import type { ImportKind } from '@/lib/validation/catalogue-import';

export type ImportError = { line: number; column: string; message: string };
export type Counts = { courses?: number; trainers?: number; batches?: number; sessions?: number };

/** The route's answers (app/api/staff/catalogue/import/route.ts). */
export type CheckedFile = {
  dryRun: true;
  kind: ImportKind;
  rows: number;
  errors: ImportError[];
  errorCount: number;
  creates: Counts;
};
export type ImportedFile = { dryRun: false; kind: ImportKind; rows: number; created: Counts };
/** A refusal's body: a file the route could not read or would not import lists its errors. */
export type RefusedFile = { error?: string; errors?: ImportError[]; errorCount?: number };

/** Sends the file for a dry run or the import; a lost connection is a 'network' result, not a throw. */
export async function sendImport(
  kind: ImportKind,
  file: File,
  dryRun: boolean,
): Promise<ApiResult<CheckedFile | ImportedFile>> {
  const body = new FormData();
  body.set('kind', kind);
  body.set('file', file);
  body.set('dryRun', dryRun ? '1' : '0');
  return postStaffForm<CheckedFile | ImportedFile>('/api/staff/catalogue/import', body);
}
