/**
 * The header row of the leads export (./export.ts), one column a cell of each row: outside the server-only export
 * so the HTTP test reads the CSV against this very list. Times are ISO 8601 with India's offset (+05:30), phones
 * +91 (issue 54).
 */
export const LEAD_EXPORT_COLUMNS = [
  'Lead',
  'Received',
  'Kind',
  'Course',
  'Trainer',
  'Timing',
  'Slots',
  'Price',
  'Demo class',
  'Name',
  'Phone',
  'Email',
  'City',
  'Status',
  'Lost reason',
  'Owner',
  'Follow-up',
  'Source',
  'Campaign',
  'Medium',
  'Referrer',
  'Landing page',
  'Last change',
  'Notes',
  'Lead page',
] as const;

export type LeadExportColumn = (typeof LEAD_EXPORT_COLUMNS)[number];
