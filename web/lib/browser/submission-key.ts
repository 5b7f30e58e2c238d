/**
 * The Idempotency-Key a form sends (lib/http/idempotent.ts on the server): one per submission, kept while the same
 * content is sent again (a retry after a lost answer or a server error, which the server then answers with the
 * first result instead of a second record) and renewed once the content changes or an answer settled it.
 */
export type SubmissionKeys = { keyFor: (fingerprint: string) => string; settle: () => void };

const randomKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : // Outside a secure context (plain http on a LAN address) there is no randomUUID; getRandomValues is everywhere.
      Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export function createSubmissionKeys(): SubmissionKeys {
  let current: { key: string; fingerprint: string } | null = null;
  return {
    keyFor(fingerprint) {
      if (current?.fingerprint !== fingerprint) current = { key: randomKey(), fingerprint };
      return current.key;
    },
    settle() {
      current = null;
    },
  };
}
