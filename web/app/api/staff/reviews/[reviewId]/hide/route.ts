import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { parseId } from '@/lib/academy/query-params';
import { backendTags } from '@/lib/backend/cache-tags';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { requireStaff } from '@/lib/staff/guard';
import { setReviewHidden } from '@/lib/staff/reviews';
import { reviewVisibilitySchema } from '@/lib/validation/staff';

/**
 * A member hides a review, or shows it again: `{hidden}` -> 200 `{id, hidden, courseName}`; 404 for no such review.
 * Admins and counsellors alike: counsellors are the ones reading what learners send day to day, hiding is undone by
 * the same call and every change is audited, so waiting for an admin would only leave a flood's stars up longer.
 */
export const POST = (request: NextRequest, { params }: RouteContext<'/api/staff/reviews/[reviewId]/hide'>) =>
  respond(async () => {
    const { member } = await requireStaff(request);
    const id = parseId('reviewId', (await params).reviewId);
    const result = await setReviewHidden(
      member.id,
      id,
      parseInput(reviewVisibilitySchema, await readJson(request)).hidden,
    );
    // The course's rating, summary and reviews, and the popular courses' order, as a review's own write refreshes them.
    revalidateTag(backendTags.course(result.courseName), { expire: 0 });
    revalidateTag(backendTags.ranking, { expire: 0 });
    return result;
  });
