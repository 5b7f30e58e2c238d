import { defineArrayMember, defineField, defineType } from 'sanity';

const testimonialList = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [defineArrayMember({ type: 'reference', to: [{ type: 'testimonial' }] })],
    validation: (rule) => rule.required().min(1).unique(),
  });

/** The home page's marketing block; the rest of the home page comes from the catalogue. */
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  fields: [
    defineField({ name: 'marketingTitle', title: 'Section title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'marketingLine', title: 'Section line', type: 'string', validation: (rule) => rule.required() }),
    testimonialList('testimonialsFirst', 'Testimonials, first list'),
    testimonialList('testimonialsSecond', 'Testimonials, second list'),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
});
