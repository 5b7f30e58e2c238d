/**
 * The mailbox an address delivers to, as the abuse limits count it: `Victim+1@Example.com`, `victim+x@example.com`
 * and `victim@example.com` are one mailbox (sub-addressing after a `+`; case, which validation already folds), and
 * so are Gmail's dotted spellings (`v.i.c.t.i.m@gmail.com`, `victim@googlemail.com`). Only the limits use it: the
 * address itself is stored and mailed as typed.
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email.toLowerCase();
  let local = email.slice(0, at).toLowerCase();
  let domain = email
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}
