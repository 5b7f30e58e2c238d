import type { z } from 'zod';
import { fieldErrors } from '@/lib/validation/errors';
import { badRequest } from '@/lib/http/errors';

/**
 * Validates input with a form schema; a failure is a 400 `{error, fields}` naming each failing field. Text with a
 * NUL character is refused first: PostgreSQL text cannot hold it, and it would otherwise fail at the insert.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const nul = findNul(input);
  if (nul !== null) throwFields({ [nul || '_']: 'Must not contain NUL characters' });
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  return throwFields(fieldErrors(result.error));
}

export function throwFields(fields: Record<string, string>): never {
  const first = Object.values(fields)[0] ?? 'Invalid request';
  throw badRequest(first, { fields });
}

/** The dotted path of the first string (or key) holding U+0000, or null. Bodies are at most 16 KB, so this is cheap. */
function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return here;
    const found = findNul(item, here);
    if (found !== null) return found;
  }
  return null;
}
