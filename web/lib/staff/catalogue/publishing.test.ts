import { describe, expect, it } from 'vitest';
import type { Batch } from '@/lib/academy/model';
import { publishingGaps } from './publishing';

const batch = (overrides: Partial<Batch>): Batch => ({
  batchId: 1,
  days: ['Sat'],
  courseType: 'Paid',
  feeType: 'Month',
  timings: [{ from: '10:00', to: '11:00' }],
  sessions: [],
  demoLink: null,
  trainerCourseDescription: null,
  ...overrides,
});
const option = (name: string, price: number | null) => ({ name, price, originalPrice: null, sessionsCount: null });
const teaching = (...batches: Batch[]) => [{ courses: [{ courseDetails: {} as never, batches }] }];
const ready = { imageURL: '/images/courses/guitar.svg', textWhatToLearn: '<p>Chords</p>' };

describe('what a draft needs before it is published (issue 52)', () => {
  it('nothing, with a priced batch, a picture and a what-you-learn; a free batch does as well as a price', () => {
    expect(publishingGaps(ready, teaching(batch({ sessions: [option('Monthly', 1499)] })))).toEqual([]);
    expect(publishingGaps(ready, teaching(batch({ courseType: 'Free', feeType: null })))).toEqual([]);
  });

  it('a trainer whose batches have no price, or no batch at all, is not enough', () => {
    const unpriced = batch({ sessions: [option('Monthly', null), option('Trial', 0)] });
    expect(publishingGaps(ready, teaching(unpriced))).toEqual(['trainer']);
    expect(publishingGaps(ready, teaching())).toEqual(['trainer']);
    expect(publishingGaps(ready, [])).toEqual(['trainer']);
  });

  it('names every gap: no picture, and a what-you-learn of empty markup only', () => {
    for (const empty of ['', '<p></p>', '<p> &nbsp; </p><br>', '<h3>\n</h3>'])
      expect(publishingGaps({ imageURL: null, textWhatToLearn: empty }, []), empty).toEqual([
        'trainer',
        'picture',
        'whatToLearn',
      ]);
    expect(publishingGaps({ imageURL: '', textWhatToLearn: '<p>x</p>' }, [])).toEqual(['trainer', 'picture']);
  });
});
