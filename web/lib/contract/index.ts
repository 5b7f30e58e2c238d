import { z } from 'zod';

/**
 * The academy API's response shapes (spec section 3), field names exactly as the contract spells them: the wire.
 * The API's answers and the HTTP adapter's reads are checked against these.
 */
/**
 * Issue 33: what Hindi pages show instead of the English, where staff wrote it; an addition to the contract, left out
 * when there is none. The English names stay the keys every call and form uses.
 */
export const categorySchema = z.object({
  category: z.string(),
  icon: z.string(),
  hindi: z.object({ category: z.string() }).optional(),
});
export const categoriesSchema = z.array(categorySchema);

export const courseSchema = z.object({
  id: z.number().int(),
  courseName: z.string(),
  courseTitle: z.string(),
  courseHeading: z.string(),
  categoryName: z.string(),
  category: z.string(),
  imageURL: z.string().nullable().optional(),
  courseRating: z.number(),
  ratingsCount: z.number().int(),
  studentsCount: z.number().int(),
  textWhatToLearn: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  schemaTitle: z.string(),
  /** When what the course page shows last changed (ISO 8601), for the sitemap; an addition to the contract. */
  updatedAt: z.iso.datetime({ offset: true }).optional(),
  /** Issue 33: the Hindi texts staff wrote (any of them), and the category's Hindi name; an addition to the contract. */
  hindi: z
    .object({
      courseTitle: z.string(),
      courseHeading: z.string(),
      textWhatToLearn: z.string(),
      metaTitle: z.string(),
      metaDescription: z.string(),
      categoryName: z.string(),
    })
    .partial()
    .optional(),
});
export const coursesSchema = z.array(courseSchema);
/** A list of courses; a search that found nothing may say what it may have meant (issue 31), a query that finds some. */
const countSchema = z.number().int().nonnegative();
const valueCountsSchema = z.record(z.string(), countSchema);
/** Issue 31: how many courses each filter value would leave (`facets=1`); an addition to the contract. */
export const facetCountsSchema = z.object({
  feeType: valueCountsSchema,
  cost: valueCountsSchema,
  price: valueCountsSchema,
  language: z.array(z.object({ name: z.string(), count: countSchema })),
  time: valueCountsSchema,
});
export const courseListSchema = z.object({
  courses: coursesSchema,
  totalCourses: z.number().int().nonnegative(),
  didYouMean: z.string().optional(),
  facets: facetCountsSchema.optional(),
});

export const timingSchema = z.object({ from: z.string(), to: z.string() });
export const sessionSchema = z.object({
  name: z.string(),
  price: z.number().nullable(),
  originalPrice: z.number().nullable(),
  sessionsCount: z.number().int().nullable(),
});
export const batchSchema = z.object({
  batchId: z.number().int(),
  days: z.array(z.string()),
  courseType: z.enum(['Paid', 'Free']),
  feetype: z.enum(['Session', 'Month', 'Course']).nullable(),
  availableBatches: z.array(timingSchema),
  sessions: z.array(sessionSchema),
  demoLink: z.string().nullable(),
  trainerCourseDescription: z.string().nullable(),
});
export const trainerDetailsSchema = z.object({
  trainerName: z.string(),
  trainerImage: z.string().nullable(),
  language: z.union([z.array(z.string()), z.string()]).nullable(),
  trainerCourseDescription: z.string().nullable(),
  availableTrainerId: z.number().int(),
  /** Issue 33: the trainer's name on Hindi pages, when staff wrote one; an addition to the contract. */
  hindi: z.object({ trainerName: z.string() }).optional(),
});
export const trainerCourseSchema = z.object({
  courseDetails: z.object({ courseName: z.string(), id: z.number().int(), categoryName: z.string() }),
  batches: z.array(batchSchema),
});
export const trainerEntrySchema = z.object({
  id: z.number().int(),
  trainerName: z.string(),
  availableBatchess: z.array(timingSchema),
  trainerDetails: trainerDetailsSchema,
  courses: z.array(trainerCourseSchema),
});
export const trainerEntriesSchema = z.array(trainerEntrySchema);
export const trainerSchema = z.object({ trainerDetails: trainerDetailsSchema, courses: z.array(trainerCourseSchema) });

export const reviewSchema = z.object({
  id: z.number().int(),
  imageOfStudent: z.string().nullable(),
  studentName: z.string(),
  ratings: z.number().int().min(1).max(5),
  reviewDescription: z.string(),
  createdAt: z.string(),
});
export const reviewListSchema = z.object({ reviews: z.array(reviewSchema) });

const percentage = z.number().min(0).max(100);
export const reviewSummarySchema = z
  .array(
    z.object({
      averageRating: z.number().min(0).max(5),
      percentageRating1: percentage,
      percentageRating2: percentage,
      percentageRating3: percentage,
      percentageRating4: percentage,
      percentageRating5: percentage,
    }),
  )
  .min(1);

export const errorSchema = z.object({ error: z.string() });

export type Category = z.infer<typeof categorySchema>;
export type Course = z.infer<typeof courseSchema>;
export type CourseList = z.infer<typeof courseListSchema>;
export type FacetCountsWire = z.infer<typeof facetCountsSchema>;
export type Timing = z.infer<typeof timingSchema>;
export type Session = z.infer<typeof sessionSchema>;
export type TrainerDetails = z.infer<typeof trainerDetailsSchema>;
// Shapes with the wire's odd spellings: the app has its own (lib/academy/model.ts; lib/backend/wire.ts translates).
export type WireBatch = z.infer<typeof batchSchema>;
export type WireTrainerCourse = z.infer<typeof trainerCourseSchema>;
export type WireTrainerEntry = z.infer<typeof trainerEntrySchema>;
export type WireTrainer = z.infer<typeof trainerSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type ReviewList = z.infer<typeof reviewListSchema>;
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
