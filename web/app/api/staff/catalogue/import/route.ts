import type { NextRequest } from 'next/server';
import { invalid } from '@/lib/academy/errors';
import { parseInput } from '@/lib/academy/input';
import { asHttpError, HttpError } from '@/lib/http/errors';
import { readMultipart } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { publishCatalogue } from '@/lib/page-cache/catalogue-publish';
import { importCatalogueCsv } from '@/lib/staff/catalogue/csv-import';
import { decodeCsv, NOT_UTF8 } from '@/lib/staff/catalogue/csv-table';
import { requireStaff } from '@/lib/staff/guard';
import { importRequestSchema, MAX_IMPORT_BYTES } from '@/lib/validation/catalogue-import';

/** The form's other fields and the multipart framing around a file at the limit. */
const FORM_OVERHEAD = 64 * 1024;
const TOO_LARGE = 'The file must be at most 5 MB';

/**
 * An admin's CSV import (multipart: `kind`, `file`, `dryRun` '1' or '0'). A dry run answers 200 with the file's
 * errors and what it would add; an import answers 200 with what it added, or 400 with the errors and nothing written.
 */
export const POST = (request: NextRequest) =>
  respond(async () => {
    const { member } = await requireStaff(request, 'admin');
    const form = await readMultipart(request, MAX_IMPORT_BYTES + FORM_OVERHEAD).catch((error: unknown) => {
      throw asHttpError(error)?.status === 413 ? new HttpError(413, TOO_LARGE, { fields: { file: TOO_LARGE } }) : error;
    });
    const field = (name: string) => form.get(name) ?? undefined;
    const input = parseInput(importRequestSchema, {
      kind: field('kind'),
      file: field('file'),
      dryRun: field('dryRun'),
    });
    const text = decodeCsv(new Uint8Array(await input.file.arrayBuffer()));
    if (text === null) throw invalid(NOT_UTF8, { fields: { file: NOT_UTF8 } });
    const { touched, ...answer } = await importCatalogueCsv(member.id, input.kind, text, input.dryRun);
    if (touched) publishCatalogue(touched);
    return answer;
  });
