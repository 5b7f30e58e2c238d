import type { Namespace } from '@/lib/i18n/messages';

/**
 * What the console's client components read (<WithMessages> on each page): their own namespaces, and the English
 * the catalogue's schemas and routes say (catalogueSaid) beside the shared form and API messages (validation).
 */
export const CATALOGUE_SAID = ['catalogueSaid', 'validation'] as const satisfies readonly Namespace[];

export const CATEGORY_FORM_MESSAGES = [
  'catalogueCategoryForm',
  'catalogueImageField',
] as const satisfies readonly Namespace[];
export const COURSE_FORM_MESSAGES = [
  'catalogueCourseForm',
  'catalogueRichText',
  'catalogueImageField',
] as const satisfies readonly Namespace[];
export const TRAINER_FORM_MESSAGES = [
  'catalogueTrainerForm',
  'catalogueImageField',
] as const satisfies readonly Namespace[];
