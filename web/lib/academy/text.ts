// In a /u pattern a proper pair is one code point, so only a surrogate left on its own matches \p{Cs}.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Why PostgreSQL cannot take this text as it is, or null: it refuses U+0000 in text (an error that would surface as
 * a 500), and a lone UTF-16 surrogate has no UTF-8 form, so drivers silently turn it into U+FFFD. Both can only
 * come from a hostile or broken client, so they are refused with a 400 rather than stored altered.
 */
export function badTextProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'Must not contain NUL characters';
  if (LONE_SURROGATE.test(value)) return 'Must be valid Unicode text';
  return null;
}
