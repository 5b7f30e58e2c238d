import 'server-only';
import { NextResponse } from 'next/server';
import { claim, recordAnswer, release, type Claim } from '@/lib/academy/idempotency';
import { HttpError } from './errors';
import { respond } from './respond';

/** RFC-draft "Idempotency-Key": what a client may send; a UUID is what the site's own forms send. */
const KEY = /^[\x21-\x7e]{1,255}$/;
/** How long a copy waits for the first request's answer before it is told to try again. */
const WAIT_MS = 5_000;

/**
 * A write that may be sent again safely: with an Idempotency-Key header, the first request runs and its answer is
 * kept for a day, and a copy with the same key (a retry after a lost answer, a double submit, 50 at once) gets that
 * answer again, marked `Idempotent-Replayed: true`, instead of a second record. A copy that arrives while the first
 * still runs waits for it. A failed first request frees the key. Without the header it is `respond` as before.
 * `scope` names the endpoint, so one key cannot replay another endpoint's answer.
 */
export function respondOnce(request: Request, scope: string, work: () => Promise<unknown>, status = 200): Promise<Response> {
  const key = request.headers.get('idempotency-key');
  if (key === null) return respond(work, status);
  return respond(async () => {
    if (!KEY.test(key)) throw new HttpError(400, 'Idempotency-Key must be 1 to 255 visible ASCII characters');
    const claimed = await waitForTurn(scope, key);
    if (claimed.kind === 'answered') return replay(claimed.status, claimed.body);
    let result: unknown;
    try {
      result = await work();
    } catch (error) {
      await release(scope, key).catch(() => undefined);
      throw error;
    }
    // Only a plain answer can be kept and given again; a route that answers with a Response of its own is not one.
    if (result instanceof Response) await release(scope, key);
    else await recordAnswer(scope, key, status, result);
    return result;
  }, status);
}

async function waitForTurn(scope: string, key: string): Promise<Exclude<Claim, { kind: 'running' }>> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const claimed = await claim(scope, key);
    if (claimed.kind !== 'running') return claimed;
    if (Date.now() > deadline) {
      throw new HttpError(409, 'This request is still being processed. Please try again in a moment.', {}, { 'Retry-After': '1' });
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const replay = (status: number, body: unknown) =>
  NextResponse.json(body, { status, headers: { 'Idempotent-Replayed': 'true' } });
