import type { NextRequest } from 'next/server';
import { invalid } from '@/lib/academy/errors';
import { respond } from '@/lib/http/respond';
import { templateCsv } from '@/lib/staff/catalogue/csv-columns';
import { requireStaffReader } from '@/lib/staff/guard';
import { importKindSchema } from '@/lib/validation/catalogue-import';

/** `?kind=courses|trainers|sessions`: that kind's import template (its header and one example row), opened by a link. */
export const GET = (request: NextRequest) =>
  respond(async () => {
    await requireStaffReader(request, 'admin');
    const kind = importKindSchema.safeParse(request.nextUrl.searchParams.get('kind'));
    if (!kind.success) throw invalid(kind.error.issues[0]!.message);
    return new Response(templateCsv(kind.data), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${kind.data}-template.csv"`,
      },
    });
  });
