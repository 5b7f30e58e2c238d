import { revalidateTag } from 'next/cache';
import { createReview, REVIEW_BODY_LIMIT } from '@/lib/academy/review-submissions';
import { writerOf } from '@/lib/academy/writers';
import { backendTags } from '@/lib/backend/cache-tags';
import { afterCommit } from '@/lib/db';
import { readMultipart } from '@/lib/http/read-body';
import { respondOnce } from '@/lib/http/idempotent';

export const POST = (request: Request) =>
  respondOnce(
    request,
    'review',
    async () => {
      const form = await readMultipart(request, REVIEW_BODY_LIMIT);
      const review = await createReview(form, await writerOf(request));
      // The course's rating, summary and reviews change at once on its page and on every list showing it (the lists
      // carry each listed course's tag), and so may the popular courses' order: the next request reads them fresh
      // (once the review is committed: a keyed one commits with its kept answer, after this returns).
      afterCommit(() => {
        revalidateTag(backendTags.course(String(form.get('courseName'))), { expire: 0 });
        revalidateTag(backendTags.ranking, { expire: 0 });
      });
      return review;
    },
    201,
  );
