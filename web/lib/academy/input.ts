import type { z } from 'zod';
import { fieldErrors } from '@/lib/validation/errors';
import { invalid } from './errors';
import { badTextProblem } from '@/lib/academy/text';

/**
 * Validates input with a form schema; a failure is a 400 `{error, fields}` naming each failing field. Every form is
 * a JSON object, so `null`, an array or a bare value is refused before the schema sees it. Text with a NUL character
 * or half of a surrogate pair is refused next: PostgreSQL text cannot hold the first and would mangle the second.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw invalid('Request body must be a JSON object', { fields: {} });
  }
  const bad = findBadText(input);
  if (bad) throwFields({ [bad.path || '_']: bad.problem });
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  return throwFields(fieldErrors(result.error));
}

export function throwFields(fields: Record<string, string>): never {
  const first = Object.values(fields)[0] ?? 'Invalid request';
  throw invalid(first, { fields });
}

/**
 * The dotted path of the first string (or key) that PostgreSQL cannot store, with the reason, or null. The walk
 * keeps its own stack rather than recursing: a 16 KB body can nest thousands of arrays deep, which would overflow
 * the call stack of a recursive walk.
 */
function findBadText(value: unknown): { path: string; problem: string } | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length) {
    const { value: item, path } = stack.pop()!;
    if (typeof item === 'string') {
      const problem = badTextProblem(item);
      if (problem) return { path, problem };
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    const entries = Object.entries(item).map(([key, child]) => ({
      key,
      value: child,
      path: path ? `${path}.${key}` : key,
    }));
    const badKey = entries.find((entry) => badTextProblem(entry.key));
    if (badKey) return { path: badKey.path, problem: badTextProblem(badKey.key)! };
    // Reversed so the first field is examined first, as a reader of the form would expect.
    stack.push(...entries.reverse());
  }
  return null;
}
