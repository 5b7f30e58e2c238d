import { badInput } from './errors';

// Cursors are opaque to clients: a position in a course list, or the review a page of reviews follows.

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

function decode(cursor: string, prefix: string): number {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const value = text.startsWith(prefix) ? Number(text.slice(prefix.length)) : NaN;
  if (!Number.isSafeInteger(value) || value < 0 || value > 2_147_483_647)
    throw badInput('after is not a cursor of this list');
  return value;
}

/** The cursor after which a course list goes on at `offset`. */
export const offsetCursor = (offset: number) => encode(`offset:${offset}`);
export const offsetAfter = (cursor: string | null | undefined) => (cursor ? decode(cursor, 'offset:') : 0);

/** The cursor of a review: the next page starts with the review posted before it. */
export const reviewCursor = (reviewId: number) => encode(`review:${reviewId}`);
export const reviewAfter = (cursor: string | null | undefined) => (cursor ? decode(cursor, 'review:') : undefined);
