import { z } from 'zod';

/**
 * The catalogue's CSV import (issue 29): what the file holds and the file itself, shared by the console's import
 * form (zodResolver) and its route handler, which also reads whether the upload is a dry run.
 */

export const IMPORT_KINDS = ['courses', 'trainers', 'sessions'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;

export const importKindSchema = z.enum(IMPORT_KINDS, { error: 'Choose what the file holds' });

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

export const catalogueImportSchema = z.object({
  kind: importKindSchema,
  file: z
    .instanceof(File, { error: 'Choose a CSV file' })
    .refine((file) => file.size <= MAX_IMPORT_BYTES, 'The file must be at most 5 MB')
    .refine(isCsv, 'Choose a .csv file'),
});

/** The upload as the route receives it: the form, and `dryRun` '1' (check only) or '0' (import). */
export const importRequestSchema = catalogueImportSchema.extend({
  dryRun: z.enum(['1', '0'], { error: 'dryRun must be 1 or 0' }).transform((flag) => flag === '1'),
});

export type CatalogueImportInput = z.input<typeof catalogueImportSchema>;
