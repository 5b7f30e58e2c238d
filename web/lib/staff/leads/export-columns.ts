/**
 * The header row of the leads export (./export.ts), one column a cell of each row: outside the server-only export
 * so the HTTP test reads the CSV against this very list.
 */
export const LEAD_EXPORT_COLUMNS = [
  'Lead',
  'Received (IST)',
  'Kind',
  'Course',
  'Name',
  'Phone',
  'Email',
  'City',
  'Status',
  'Owner',
  'Lead page',
] as const;
