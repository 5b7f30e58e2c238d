import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Read } from './load';
import { contentTags } from './tags';

export type Load<T> = (read: Read) => Promise<T>;

/**
 * Runs one read inside a 'use cache' function. When Sanity failed and the read fell back to older or embedded
 * content, that answer is kept for minutes rather than hours, so the real content returns soon after the CMS does.
 */
export async function cachedRead<T>(tags: string[], load: Load<T>): Promise<T> {
  cacheTag(contentTags.all, ...tags);
  let fellBack = false;
  const value = await load({
    drafts: false,
    onFallback: () => {
      fellBack = true;
    },
  });
  if (fellBack) cacheLife('minutes');
  else cacheLife('hours');
  return value;
}
