import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { parseBody } from 'next-sanity/webhook';
import { env } from '@/lib/env';
import { tagsForDocumentType } from '@/lib/content/tags';
import { isFreshSignature, signedAt } from '@/lib/content/webhook';

const refuse = (message: string) => Response.json({ message }, { status: 401 });

/**
 * Sanity's GROQ webhook (projection {_type}) calls this on publish; see studio/README.md. Every call is
 * refused while SANITY_REVALIDATE_SECRET is unset, and so is any call without a valid, recent signature.
 */
export async function POST(request: NextRequest) {
  const secret = env.SANITY_REVALIDATE_SECRET;
  if (!secret) return refuse('Revalidation is not configured');
  // parseBody checks the signature but not its age, and answers a missing one with null rather than false.
  const timestamp = signedAt(request.headers.get('sanity-webhook-signature'));
  if (timestamp === null) return refuse('Missing or malformed signature');
  if (!isFreshSignature(timestamp)) return refuse('Signature is too old');
  let parsed;
  try {
    parsed = await parseBody<{ _type?: unknown }>(request, secret);
  } catch {
    return Response.json({ message: 'Body is not JSON' }, { status: 400 });
  }
  if (parsed.isValidSignature !== true) return refuse('Invalid signature');
  const type = typeof parsed.body?._type === 'string' ? parsed.body._type : undefined;
  const tags = tagsForDocumentType(type);
  // expire 0: the next visitor waits for fresh content instead of seeing the old version once more.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: tags });
}
