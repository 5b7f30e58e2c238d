import 'server-only';
import { NextResponse } from 'next/server';
import { runOnce } from '@/lib/academy/idempotency';
import { HttpError } from './errors';
import { fingerprintOf } from './request-fingerprint';
import { respond } from './respond';

/** RFC-draft "Idempotency-Key": what a client may send; a UUID is what the site's own forms send. */
const KEY = /^[\x21-\x7e]{1,255}$/;
/** How long a copy waits for the first request's answer before it is told to try again. */
const WAIT_MS = 5_000;
export const OTHER_REQUEST = 'This Idempotency-Key was already used for a different request.';

/**
 * A write that may be sent again safely: with an Idempotency-Key header, the first request runs and its answer is
 * kept for a day, and a copy with the same key (a retry after a lost answer or a crash, a double submit, 50 at once)
 * gets that answer again, marked `Idempotent-Replayed: true`, instead of a second record. The key and the answer
 * are stored in the write's own transaction (lib/academy/idempotency.ts), so a crash of the app or the database
 * cannot leave a write without them. A copy that arrives while the first still runs waits for it (409 after
 * WAIT_MS). A failed first request leaves the key free. The key sent with another request (another method, path or
 * body: ./request-fingerprint.ts) is refused with 422 and stores nothing. Without the header it is `respond` as
 * before. `scope` names the endpoint, so one key cannot replay another endpoint's answer.
 */
export function respondOnce(
  request: Request,
  scope: string,
  work: () => Promise<unknown>,
  status = 200,
): Promise<Response> {
  const key = request.headers.get('idempotency-key');
  if (key === null) return respond(work, status);
  return respond(async () => {
    if (!KEY.test(key)) throw new HttpError(400, 'Idempotency-Key must be 1 to 255 visible ASCII characters');
    const fingerprint = await fingerprintOf(request);
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      // Only a plain answer can be kept and given again; a route that answers with a Response of its own is not one.
      const once = await runOnce(scope, key, fingerprint, work, (result) =>
        result instanceof Response ? null : { status, body: result },
      );
      if (once.kind === 'ran') return once.result;
      if (once.kind === 'answered') return replay(once.status, once.body);
      if (once.kind === 'other-request') throw new HttpError(422, OTHER_REQUEST);
      if (Date.now() > deadline) {
        throw new HttpError(
          409,
          'This request is still being processed. Please try again in a moment.',
          {},
          { 'Retry-After': '1' },
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, status);
}

const replay = (status: number, body: unknown) =>
  NextResponse.json(body, { status, headers: { 'Idempotent-Replayed': 'true' } });
