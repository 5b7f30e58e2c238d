import { z } from 'zod';
import { numberInput, requiredText } from './fields';

/** Photos larger than this are refused (413 from the API). */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const PHOTO_TOO_LARGE = 'Photo must be at most 2 MB';
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The text fields of a review submission (multipart), spec sections 3 and 5, in the form's order. */
export const reviewFieldsSchema = z.object({
  studentName: requiredText('Name is required.', 100),
  reviewDescription: requiredText('Description is required.', 2000),
  ratings: z.preprocess(
    numberInput,
    z
      .number({ error: 'Rating is required.' })
      .min(1, 'Rating is required.')
      .max(5, 'Rating must be a whole number from 1 to 5')
      .int('Rating must be a whole number from 1 to 5'),
  ),
  courseName: requiredText('Course is required', 200),
});

/** The whole form on the page, photo included (optional; its bytes are checked again by the server). */
export const reviewFormSchema = reviewFieldsSchema.extend({
  imageOfStudent: z
    .instanceof(File)
    .refine((file) => file.size <= MAX_PHOTO_BYTES, PHOTO_TOO_LARGE)
    .optional(),
});

export type ReviewFields = z.output<typeof reviewFieldsSchema>;
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
