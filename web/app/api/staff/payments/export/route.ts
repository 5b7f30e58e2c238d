import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { respond } from '@/lib/http/respond';
import { requireStaffReader } from '@/lib/staff/guard';
import { booksCsv } from '@/lib/staff/payments/books';
import { booksRangeSchema } from '@/lib/validation/payments';

/** The accountant's CSV (issue 55): ?from=2026-04-01&to=2027-03-31, one row per tax invoice and credit note. */
export const GET = (request: NextRequest) =>
  respond(async () => {
    const { member } = await requireStaffReader(request, 'admin');
    const range = parseInput(booksRangeSchema, Object.fromEntries(request.nextUrl.searchParams));
    return new Response(await booksCsv(range, member.id), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="gst-documents-${range.from}-to-${range.to}.csv"`,
      },
    });
  });
