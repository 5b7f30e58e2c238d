import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { getDb } from '@/lib/db';
import { KIND_LABELS, STATUS_LABELS } from '@/lib/db/lead-words';
import { env } from '@/lib/env';
import { leadPagePath } from '@/lib/page-paths';
import type { LeadFilters } from '@/lib/validation/leads';
import { audit } from '../audit';
import { everyLead, type LeadListing } from './inbox';
import { LEAD_EXPORT_COLUMNS } from './export-columns';

const received = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'short',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

const row = (lead: LeadListing) => [
  lead.id,
  received.format(new Date(lead.receivedAt)),
  KIND_LABELS[lead.kind],
  lead.courseNames,
  lead.name,
  lead.phone,
  lead.email,
  lead.city,
  STATUS_LABELS[lead.status],
  lead.owner ?? '',
  new URL(leadPagePath(lead.id), env.SITE_URL).toString(),
];

/**
 * The filtered inbox as CSV, streamed a thousand leads at a time: UTF-8 with a byte-order mark, so Excel reads
 * Hindi names and the rupee sign; every cell that starts with = + - @, a tab or a return is prefixed with ' so a
 * spreadsheet shows it as text and never runs it as a formula (csv-stringify's escape_formulas). The export is
 * audited: who took which filters' leads out of the console.
 */
export async function leadsCsv(filters: LeadFilters, memberId: number): Promise<ReadableStream<Uint8Array>> {
  const db = await getDb();
  const { q, ...named } = filters;
  await audit(db, memberId, 'leads.export', null, {
    filters: Object.fromEntries(Object.entries(named).filter(([, v]) => v)),
    search: Boolean(q),
  });
  const encoder = new TextEncoder();
  const batches = everyLead(filters, memberId);
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await batches.next();
      const text = stringify([...(first ? [LEAD_EXPORT_COLUMNS] : []), ...(next.done ? [] : next.value.map(row))], {
        bom: first,
        escape_formulas: true,
        record_delimiter: 'windows',
      });
      first = false;
      if (text) controller.enqueue(encoder.encode(text));
      if (next.done) controller.close();
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
