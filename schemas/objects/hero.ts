import { defineField, defineType } from 'sanity';

/** The home page's first screen. Its figures (categories, courses) are counted from the live catalogue. */
export const hero = defineType({
  name: 'hero',
  title: 'First screen',
  type: 'object',
  fields: [
    defineField({
      name: 'kicker',
      title: 'Line above the title',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(120) }),
    defineField({ name: 'lead', title: 'Lead', type: 'text', rows: 3, validation: (rule) => rule.required().max(300) }),
    defineField({
      name: 'searchPlaceholder',
      title: 'Search box placeholder',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'highlight',
      title: 'Third figure',
      description: 'Shown after the number of categories and courses, as in "Free demo class": the first word in bold.',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
  ],
});
