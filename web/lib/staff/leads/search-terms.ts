/**
 * A counsellor's search as a tsquery over the leads' search column (name, email split at @ . _ + -, the phone's ten
 * digits): every word a prefix, all of them required. A phone number typed any Indian way ('+91 98765 43210',
 * '098765-43210', '98765') is one term: its national digits. Null when nothing searchable is left. Words are letters,
 * marks and digits only, so nothing the user types can change the query's syntax.
 */
export function searchQuery(text: string): string | null {
  const compact = text.replace(/[\s()+.-]/g, '');
  if (/^\d{3,}$/.test(compact)) {
    let digits = compact;
    if (/^\s*\+\s*91/.test(text) || (digits.length > 10 && digits.startsWith('91'))) digits = digits.slice(2);
    digits = digits.replace(/^0+/, '');
    return digits ? `'${digits}':*` : null;
  }
  const words = text.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean).slice(0, 8);
  return words.length ? words.map((w) => `'${w}':*`).join(' & ') : null;
}
