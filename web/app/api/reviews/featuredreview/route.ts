import { revalidateTag } from 'next/cache';
import { createReview, REVIEW_BODY_LIMIT } from '@/lib/academy/review-submissions';
import { backendTags } from '@/lib/backend/cache-tags';
import { readMultipart } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';

export const POST = (request: Request) =>
  respond(async () => {
    const form = await readMultipart(request, REVIEW_BODY_LIMIT);
    const review = await createReview(form);
    // The course page's rating, summary and list change at once: the next request reads them fresh.
    revalidateTag(backendTags.course(String(form.get('courseName'))), { expire: 0 });
    return review;
  }, 201);
