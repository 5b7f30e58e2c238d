import { defineArrayMember, defineField, defineType } from 'sanity';
import { fieldsNamed, hindiGroup, hindiVersion } from '../objects/hindi';

const testimonialList = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [defineArrayMember({ type: 'reference', to: [{ type: 'testimonial' }] })],
    validation: (rule) => rule.required().min(1).unique(),
  });

const fields = [
  defineField({ name: 'hero', title: 'First screen', type: 'hero', validation: (rule) => rule.required() }),
  defineField({
    name: 'categoriesTitle',
    title: 'Categories section title',
    type: 'string',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'popularTitle',
    title: 'Courses section title',
    type: 'string',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'featuredCourses',
    title: 'Courses shown',
    description:
      'Search the live catalogue and pick the courses the home page shows in its courses section, in this order. ' +
      'Empty: the most enrolled courses are shown. A picked course that is later removed is skipped.',
    type: 'array',
    of: [defineArrayMember({ type: 'featuredCourse' })],
    validation: (rule) => rule.max(12).unique(),
  }),
  defineField({
    name: 'marketingTitle',
    title: 'Section title',
    type: 'string',
    validation: (rule) => rule.required(),
  }),
  defineField({ name: 'marketingLine', title: 'Section line', type: 'string', validation: (rule) => rule.required() }),
  testimonialList('testimonialsFirst', 'Testimonials, first list'),
  testimonialList('testimonialsSecond', 'Testimonials, second list'),
  defineField({ name: 'seo', title: 'Search and sharing', type: 'seo', validation: (rule) => rule.required() }),
];

/** The home page's words, its marketing block and its picked courses; the courses themselves come from the catalogue. */
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  groups: [hindiGroup],
  fields: [
    ...fields,
    hindiVersion(
      fieldsNamed(fields, ['hero', 'categoriesTitle', 'popularTitle', 'marketingTitle', 'marketingLine', 'seo']),
      {
        note: 'Testimonials have Hindi of their own, in each testimonial.',
      },
    ),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
});
