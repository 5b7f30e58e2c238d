import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { deleteMyReview, editMyReview } from '@/lib/academy/accounts/my-reviews';
import { parseInput } from '@/lib/academy/input';
import { parseId } from '@/lib/academy/query-params';
import { requireSession } from '@/lib/academy/sessions';
import { backendTags } from '@/lib/backend/cache-tags';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { reviewEditSchema } from '@/lib/validation/account';

type Context = RouteContext<'/api/user/reviews/[reviewId]'>;

/** The course's page, lists and the popular courses' order show the change on their next request. */
function refresh(courseName: string) {
  revalidateTag(backendTags.course(courseName), { expire: 0 });
  revalidateTag(backendTags.ranking, { expire: 0 });
}

/** `{ratings, reviewDescription}` -> 200 the review; 404 for a review that is not mine. */
export const PATCH = (request: NextRequest, { params }: Context) =>
  respond(async () => {
    const { user } = await requireSession(request);
    const id = parseId('reviewId', (await params).reviewId);
    const { courseName, review } = await editMyReview(
      user.id,
      id,
      parseInput(reviewEditSchema, await readJson(request)),
    );
    refresh(courseName);
    return review;
  });

export const DELETE = (request: NextRequest, { params }: Context) =>
  respond(async () => {
    const { user } = await requireSession(request);
    const id = parseId('reviewId', (await params).reviewId);
    refresh((await deleteMyReview(user.id, id)).courseName);
    return { message: 'Review deleted' };
  });
