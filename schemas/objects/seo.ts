import { defineField, defineType } from 'sanity';

export const seo = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      title: 'Page title',
      description: 'Without the academy name: the site adds it, as in "About Us | Skills Academy".',
      type: 'string',
      validation: (rule) => rule.required().max(70).warning('Search engines cut titles after about 60 characters.'),
    }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 3,
      validation: (rule) =>
        rule.required().max(170).warning('Search engines cut descriptions after about 160 characters.'),
    }),
  ],
});
