import { defineField, defineType } from 'sanity';

/**
 * A course of the live catalogue, picked in the Studio (the catalogue lives in the academy's database, not here):
 * its slug is what the site looks it up by; its name is kept for the editors' list only.
 */
export const featuredCourse = defineType({
  name: 'featuredCourse',
  title: 'Course',
  type: 'object',
  fields: [
    defineField({
      name: 'slug',
      description: 'The last part of the course page address, as in /course/arts/madhubani-painting.',
      type: 'string',
      validation: (rule) => rule.required().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { name: 'course slug' }),
    }),
    defineField({ name: 'name', title: 'Course name', type: 'string', validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: 'name', subtitle: 'slug' } },
});
