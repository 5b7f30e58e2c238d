import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { parseInput } from '@/lib/academy/input';
import { readJson } from '@/lib/http/read-body';
import { publishCatalogue } from '@/lib/page-cache/catalogue-publish';
import { saveCategory } from '@/lib/staff/catalogue/categories';
import { saveCourse } from '@/lib/staff/catalogue/courses';
import { saveTrainer } from '@/lib/staff/catalogue/trainers';
import { requireStaff } from '@/lib/staff/guard';
import {
  categoryFormSchema,
  courseFormSchema,
  MAX_CATALOGUE_JSON_BYTES,
  trainerFormSchema,
} from '@/lib/validation/catalogue';

type Touched = Parameters<typeof publishCatalogue>[0];

/** One of the catalogue's forms: its schema, the body size it may reach, and the save that writes it. */
type Entry<S extends z.ZodType, Saved> = {
  schema: S;
  maxBytes?: number;
  save: (staffId: number, id: number | null, form: z.output<S>) => Promise<Saved & { touched: Touched }>;
};

const entry = <S extends z.ZodType, Saved>(e: Entry<S, Saved>) => e;

export const categoryEntry = entry({ schema: categoryFormSchema, save: saveCategory });
export const courseEntry = entry({ schema: courseFormSchema, maxBytes: MAX_CATALOGUE_JSON_BYTES, save: saveCourse });
export const trainerEntry = entry({
  schema: trainerFormSchema,
  maxBytes: MAX_CATALOGUE_JSON_BYTES,
  save: (staffId, id, form) => saveTrainer(staffId, id, form),
});

/**
 * An admin adds (`id` null) or changes one category, course or trainer: the caller is checked first, then the id
 * (a thunk, so a stranger's request is a 401 whatever its address), then the body against the form's schema; the
 * pages the save touched are published at once. Answers the saved fields, without the touched list.
 */
export async function saveCatalogueEntry<S extends z.ZodType, Saved>(
  request: NextRequest,
  { schema, maxBytes, save }: Entry<S, Saved>,
  id: (() => Promise<number>) | null,
): Promise<Omit<Saved, 'touched'>> {
  const { member } = await requireStaff(request, 'admin');
  const target = id ? await id() : null;
  const { touched, ...saved } = await save(member.id, target, parseInput(schema, await readJson(request, maxBytes)));
  publishCatalogue(touched);
  return saved;
}
