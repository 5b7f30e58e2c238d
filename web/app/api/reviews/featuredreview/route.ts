import { createReview, REVIEW_BODY_LIMIT } from '@/lib/academy/review-submissions';
import { readMultipart } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';

export const POST = (request: Request) =>
  respond(async () => createReview(await readMultipart(request, REVIEW_BODY_LIMIT)), 201);
