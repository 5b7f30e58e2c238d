// India's financial year runs April to March, by the date in India (IST, UTC+05:30, no daylight saving).

const IST_OFFSET_MS = 330 * 60 * 1000;

/** The financial year a moment falls in, as GST returns name it: 31 Mar 2027 23:59 IST -> '2026-27'. */
export function financialYearOf(at: Date): string {
  const inIndia = new Date(at.getTime() + IST_OFFSET_MS);
  const year = inIndia.getUTCFullYear();
  const start = inIndia.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
