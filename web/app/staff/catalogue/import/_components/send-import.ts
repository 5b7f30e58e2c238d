import { toResult, type ApiResult } from '@/lib/browser/academy-api';
import type { ImportKind } from '@/lib/validation/catalogue-import';

export type ImportError = { line: number; column: string; message: string };
export type Counts = { courses?: number; trainers?: number; batches?: number; sessions?: number };

/** The route's answers (app/api/staff/catalogue/import/route.ts). */
export type CheckedFile = { dryRun: true; kind: ImportKind; rows: number; errors: ImportError[]; errorCount: number; creates: Counts };
export type ImportedFile = { dryRun: false; kind: ImportKind; rows: number; created: Counts };
/** A refusal's body: a file the route could not read or would not import lists its errors. */
export type RefusedFile = { error?: string; errors?: ImportError[]; errorCount?: number };

/**
 * Sends the file as multipart, same-origin: the browser adds the console's Origin and its httpOnly cookie, and no
 * learner token goes with it. A lost connection is a 'network' result, not a throw.
 */
export async function sendImport(kind: ImportKind, file: File, dryRun: boolean): Promise<ApiResult<CheckedFile | ImportedFile>> {
  const body = new FormData();
  body.set('kind', kind);
  body.set('file', file);
  body.set('dryRun', dryRun ? '1' : '0');
  try {
    return await toResult<CheckedFile | ImportedFile>(await fetch('/api/staff/catalogue/import', { method: 'POST', body }));
  } catch {
    return { ok: false, kind: 'network', status: 0, message: 'We could not reach the server. Check your connection and try again.', body: {} };
  }
}
