import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { and, inArray, max, sql } from 'drizzle-orm';
import { getDb, tables, type Db } from '@/lib/db';
import { KIND_LABELS, LOST_REASON_LABELS, STATUS_LABELS } from '@/lib/db/lead-words';
import { indianIso } from '@/lib/india-time';
import { internationalPhone } from '@/lib/phone';
import { env } from '@/lib/env';
import { leadPagePath } from '@/lib/page-paths';
import type { LeadFilters } from '@/lib/validation/leads';
import { audit } from '../audit';
import { everyLead, type LeadListing } from './inbox';
import { LEAD_EXPORT_COLUMNS, type LeadExportColumn } from './export-columns';

const { demoBookings, leadNotes, leads } = tables;

type Extras = Awaited<ReturnType<typeof exportExtras>> extends Map<number, infer T> ? T : never;

/** What the list does not read of each lead in a batch: its details, loss, follow-up, source, demo and notes. */
async function exportExtras(db: Db, ids: number[]) {
  const [rows, demos, notes] = await Promise.all([
    db
      .select({
        id: leads.id,
        details: leads.details,
        lostCode: leads.lostCode,
        lostReason: leads.lostReason,
        followUpAt: leads.followUpAt,
        source: leads.source,
        firstTouch: leads.firstTouch,
        updatedAt: leads.updatedAt,
      })
      .from(leads)
      .where(inArray(leads.id, ids)),
    // The demo class's time, booked or held (a cancelled one is none).
    db
      .select({ leadId: demoBookings.leadId, at: max(demoBookings.startsAt) })
      .from(demoBookings)
      .where(and(inArray(demoBookings.leadId, ids), inArray(demoBookings.status, ['booked', 'attended', 'no_show'])))
      .groupBy(demoBookings.leadId),
    db
      .select({
        leadId: leadNotes.leadId,
        text: sql<string>`string_agg(${leadNotes.body}, E'\n' order by ${leadNotes.id})`,
      })
      .from(leadNotes)
      .where(inArray(leadNotes.leadId, ids))
      .groupBy(leadNotes.leadId),
  ]);
  const demoAt = new Map(demos.map((demo) => [demo.leadId, demo.at]));
  const notesOf = new Map(notes.map((note) => [note.leadId, note.text]));
  return new Map(
    rows.map((row) => [row.id, { ...row, demoAt: demoAt.get(row.id) ?? null, notes: notesOf.get(row.id) ?? '' }]),
  );
}

/** A detail the form sent, by its label ('Trainer', 'Timing'); blank when the lead's form has none. */
const detail = (extras: Extras, label: string) => extras.details.find(([name]) => name === label)?.[1] ?? '';

const at = (value: Date | null) => (value ? indianIso(value) : '');

const lost = (extras: Extras) =>
  extras.lostCode ? [LOST_REASON_LABELS[extras.lostCode], extras.lostReason].filter(Boolean).join('; ') : '';

const row = (lead: LeadListing, extras: Extras): Record<LeadExportColumn, string | number> => ({
  Lead: lead.id,
  Received: indianIso(new Date(lead.receivedAt)),
  Kind: KIND_LABELS[lead.kind],
  Course: lead.courseNames,
  Trainer: detail(extras, 'Trainer'),
  Timing: detail(extras, 'Timing'),
  Slots: detail(extras, 'Slots'),
  Price: detail(extras, 'Price'),
  'Demo class': at(extras.demoAt),
  Name: lead.name,
  Phone: internationalPhone(lead.phone),
  Email: lead.email,
  City: lead.city,
  Status: STATUS_LABELS[lead.status],
  'Lost reason': lost(extras),
  Owner: lead.owner ?? '',
  'Follow-up': at(extras.followUpAt),
  Source: extras.source,
  Campaign: extras.firstTouch?.utmCampaign ?? '',
  Medium: extras.firstTouch?.utmMedium ?? '',
  Referrer: extras.firstTouch?.referrer ?? '',
  'Landing page': extras.firstTouch?.landing ?? '',
  'Last change': indianIso(extras.updatedAt),
  Notes: extras.notes,
  'Lead page': new URL(leadPagePath(lead.id), env.SITE_URL).toString(),
});

/** A batch of the list as the CSV's rows, in the header's order. */
async function rowsOf(db: Db, batch: LeadListing[]) {
  const extras = await exportExtras(
    db,
    batch.map((lead) => lead.id),
  );
  return batch.map((lead) => {
    const cells = row(lead, extras.get(lead.id)!);
    return LEAD_EXPORT_COLUMNS.map((column) => cells[column]);
  });
}

/**
 * The filtered inbox as CSV, streamed a thousand leads at a time, every column of each lead (issue 54): UTF-8 with a
 * byte-order mark, so Excel reads Hindi names and the rupee sign; every cell that starts with = + - @, a tab or a
 * return is prefixed with ' so a spreadsheet shows it as text and never runs it as a formula (csv-stringify's
 * escape_formulas). The export is
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
      const text = stringify(
        [...(first ? [LEAD_EXPORT_COLUMNS] : []), ...(next.done ? [] : await rowsOf(db, next.value))],
        {
          bom: first,
          escape_formulas: true,
          record_delimiter: 'windows',
        },
      );
      first = false;
      if (text) controller.enqueue(encoder.encode(text));
      if (next.done) controller.close();
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
