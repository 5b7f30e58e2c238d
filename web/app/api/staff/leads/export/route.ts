import type { NextRequest } from 'next/server';
import { invalid } from '@/lib/academy/errors';
import { respond } from '@/lib/http/respond';
import { requireStaffReader } from '@/lib/staff/guard';
import { readInboxAddress } from '@/lib/staff/leads/address';
import { leadsCsv } from '@/lib/staff/leads/export';

/** The inbox's filtered list as a CSV download; the query is the inbox's own (its search sealed). */
export const GET = (request: NextRequest) =>
  respond(async () => {
    const { member } = await requireStaffReader(request);
    const { filters, notice } = readInboxAddress(Object.fromEntries(request.nextUrl.searchParams));
    // Never "everything" in place of filters that were not understood.
    if (notice) throw invalid(notice);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    return new Response(await leadsCsv(filters, member.id), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      },
    });
  });
