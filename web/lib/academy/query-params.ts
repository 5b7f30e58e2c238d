import { z } from 'zod';
import { invalid } from './errors';
import { badTextProblem } from '@/lib/academy/text';
import { COSTS, FEE_TYPES, parsePriceRange, SORTS, TIMES_OF_DAY } from '@/lib/academy/search/course-filters';

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

/** A list of a few values, each written once. */
const valuesOf = <T extends z.ZodType<string>>(value: T, most: number) =>
  z
    .array(value)
    .max(most)
    .transform((values) => [...new Set(values)]);

/**
 * The spec's filter object, with the catalogue's filters (issue 31) beside its category: `feeType` (Session, Month,
 * Course), `cost` (free, paid), `price` ("500-999", "2500-"), `language` and `time` (morning, evening, weekend).
 */
export const catalogueFilterSchema = z
  .object({
    categoryName: courseFilterSchema.shape.categoryName,
    feeType: valuesOf(z.enum(FEE_TYPES), FEE_TYPES.length).optional(),
    cost: z.enum(COSTS).optional(),
    price: z
      .string()
      .max(20)
      .transform((text, ctx) => {
        const range = parsePriceRange(text);
        if (!range)
          ctx.addIssue({ code: 'custom', message: 'price must be a range of rupees such as "500-999" or "2500-"' });
        return range ?? z.NEVER;
      })
      .optional(),
    language: valuesOf(z.string().superRefine(storable).trim().min(1).max(60), 20).optional(),
    time: valuesOf(z.enum(TIMES_OF_DAY), TIMES_OF_DAY.length).optional(),
  })
  .strict()
  .transform(({ categoryName, feeType, cost, price, language, time }) => ({
    categoryName,
    feeTypes: feeType ?? [],
    cost: cost ?? null,
    price: price ?? null,
    languages: language ?? [],
    times: time ?? [],
  }));

export const listCoursesQuery = z.object({
  filter: catalogueFilterSchema,
  search: z
    .string()
    .max(200, 'search must be at most 200 characters')
    .superRefine(storable)
    .transform((s) => s.trim()),
  page: intParam('page', 1, 1_000_000, 1),
  pageSize: intParam('pageSize', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  sort: z
    .enum(SORTS, { message: `sort must be one of ${SORTS.join(', ')}` })
    .nullable()
    .transform((sort) => sort ?? 'relevance'),
  facets: z
    .enum(['0', '1'], { message: 'facets must be 0 or 1' })
    .nullable()
    .transform((flag) => flag === '1'),
});
export type ListCoursesQuery = z.infer<typeof listCoursesQuery>;

/** The search boxes' suggestions (issue 31): what is typed so far, and the category the box searches in, if any. */
export const suggestionsQuery = z.object({
  search: listCoursesQuery.shape.search,
  category: courseFilterSchema.shape.categoryName,
});

export const reviewFilterSchema = z.object({
  courseName: z.string().superRefine(storable).trim().min(1, 'courseName is required').max(200),
});

/** A numeric id from a route segment: digits only, within a 32-bit column. */
export function parseId(name: string, raw: string): number {
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_INT) throw invalid(`${name} must be a positive integer`);
  return n;
}
