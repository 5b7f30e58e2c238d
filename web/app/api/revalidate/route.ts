import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { parseBody } from 'next-sanity/webhook';
import { env } from '@/lib/env';
import { contentSource } from '@/lib/content/config';
import { tagsForDocumentType } from '@/lib/content/tags';
import { isFreshSignature, signedAt } from '@/lib/content/webhook';
import { isFirstDelivery } from '@/lib/content/webhook-replay';
import { HttpError } from '@/lib/http/errors';
import { respond } from '@/lib/http/respond';

const SIGNATURE_HEADER = 'sanity-webhook-signature';
const refuse = (message: string) => new HttpError(401, message);

/**
 * Sanity's GROQ webhook (projection {_type}) calls this on publish; see studio/README.md. Every call is
 * refused while SANITY_REVALIDATE_SECRET is unset, and so is any call without a valid, recent signature. A
 * delivery seen before (a retry, or a captured call replayed within the signature's lifetime) is acknowledged
 * without revalidating again.
 */
export const POST = (request: NextRequest) =>
  respond(async () => {
    const secret = env.SANITY_REVALIDATE_SECRET;
    if (!secret) throw refuse('Revalidation is not configured');
    // parseBody checks the signature but not its age, and answers a missing one with null rather than false.
    const signature = request.headers.get(SIGNATURE_HEADER);
    const timestamp = signedAt(signature);
    if (timestamp === null) throw refuse('Missing or malformed signature');
    if (!isFreshSignature(timestamp)) throw refuse('Signature is too old');
    let parsed: Awaited<ReturnType<typeof parseBody<{ _type?: unknown }>>>;
    try {
      // Sanity's Content Lake is eventually consistent: with it, parseBody waits 3 s so that the pages rendered
      // after the revalidation read the published version. The embedded dataset has nothing to wait for.
      parsed = await parseBody<{ _type?: unknown }>(request, secret, contentSource.kind === 'sanity');
    } catch {
      throw new HttpError(400, 'Body is not JSON');
    }
    if (parsed.isValidSignature !== true) throw refuse('Invalid signature');
    if (!(await isFirstDelivery([signature, request.headers.get('idempotency-key')]))) {
      return { revalidated: [], duplicate: true };
    }
    const type = typeof parsed.body?._type === 'string' ? parsed.body._type : undefined;
    const tags = tagsForDocumentType(type);
    // expire 0: the next visitor waits for fresh content instead of seeing the old version once more.
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    return { revalidated: tags };
  });
