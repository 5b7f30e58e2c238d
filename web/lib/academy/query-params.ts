import { z } from 'zod';
import { invalid } from './errors';
import { badTextProblem } from '@/lib/academy/text';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;
const MAX_INT = 2_147_483_647;

/** Parses a JSON query parameter, turning bad JSON into a 400 instead of an exception. */
export function parseJsonParam(name: string, raw: string | null): unknown {
  if (raw === null || raw.trim() === '') return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw invalid(`${name} must be valid JSON`);
  }
}

const intParam = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .nullable()
    .transform((v, ctx) => {
      if (v === null || v.trim() === '') return fallback;
      const n = /^\d+$/.test(v.trim()) ? Number(v) : NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be an integer from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

/** Text from the address that reaches SQL: NUL or a lone surrogate is a 400, never a database error. */
const storable = (value: string, ctx: z.RefinementCtx) => {
  const problem = badTextProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

/** A name taken from a route segment (already percent-decoded); the same text rules as the query string. */
export function parseTextParam(name: string, raw: string): string {
  const problem = badTextProblem(raw);
  if (problem) throw invalid(`${name}: ${problem}`);
  return raw;
}

export const courseFilterSchema = z
  .object({ categoryName: z.string().superRefine(storable).trim().min(1).max(200).optional() })
  .strict();

export const listCoursesQuery = z.object({
  filter: courseFilterSchema,
  search: z.string().max(200, 'search must be at most 200 characters').superRefine(storable).transform((s) => s.trim()),
  page: intParam('page', 1, 1_000_000, 1),
  pageSize: intParam('pageSize', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
});
export type ListCoursesQuery = z.infer<typeof listCoursesQuery>;

export const reviewFilterSchema = z.object({
  courseName: z.string().superRefine(storable).trim().min(1, 'courseName is required').max(200),
});

/** A numeric id from a route segment: digits only, within a 32-bit column. */
export function parseId(name: string, raw: string): number {
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_INT) throw invalid(`${name} must be a positive integer`);
  return n;
}
