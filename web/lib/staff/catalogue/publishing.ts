import type { TrainerEntry } from '@/lib/academy/model';

/** What a course may lack before it is published (issue 52); the console names each in the learner's language. */
export const PUBLISHING_GAPS = ['trainer', 'picture', 'whatToLearn'] as const;
export type PublishingGap = (typeof PUBLISHING_GAPS)[number];

export const NOT_READY = 'This course is not ready to publish';

/** A batch learners can join: marked Free, or with at least one option that has a price. */
const joinable = (batch: TrainerEntry['courses'][number]['batches'][number]) =>
  batch.courseType === 'Free' || batch.sessions.some((session) => (session.price ?? 0) > 0);

/** Text a reader would see in the HTML: no tags, no entities' spaces. */
const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();

/**
 * What stands between a draft and the catalogue: a trainer with a batch that has a price (or is marked Free), a
 * picture and a what-you-learn. An empty list: it may be published.
 */
export function publishingGaps(
  course: { imageURL: string | null; textWhatToLearn: string },
  trainers: readonly Pick<TrainerEntry, 'courses'>[],
): PublishingGap[] {
  const gaps: PublishingGap[] = [];
  if (!trainers.some((trainer) => trainer.courses.some((taught) => taught.batches.some(joinable))))
    gaps.push('trainer');
  if (!course.imageURL) gaps.push('picture');
  if (!visibleText(course.textWhatToLearn)) gaps.push('whatToLearn');
  return gaps;
}
