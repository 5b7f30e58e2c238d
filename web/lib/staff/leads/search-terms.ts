/** A counsellor's search: a phone number's national digits, or words to find in names and emails. */
export type LeadSearch = { phone: string } | { words: string };

/**
 * What a search means. A phone number typed any Indian way ('+91 98765 43210', '098765-43210', '98765') is its
 * national digits, matched as a prefix of the lead's ten (over a text_pattern_ops index). Anything else is a tsquery
 * over the leads' search column (name, and the email split at @ . _ + -): every word a prefix, all of them
 * required. Words are letters, marks and digits only, so nothing the user types can change the query's syntax.
 * Null when nothing searchable is left.
 */
export function searchOf(text: string): LeadSearch | null {
  const compact = text.replace(/[\s()+.-]/g, '');
  if (/^\d{3,}$/.test(compact)) {
    let digits = compact;
    if (/^\s*\+\s*91/.test(text) || (digits.length > 10 && digits.startsWith('91'))) digits = digits.slice(2);
    digits = digits.replace(/^0+/, '');
    return digits ? { phone: digits } : null;
  }
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? { words: words.map((w) => `'${w}':*`).join(' & ') } : null;
}
