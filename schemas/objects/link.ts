import { defineField, defineType } from 'sanity';
import { linkHrefPattern } from '../constants';

export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({ name: 'label', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'href',
      title: 'Address',
      type: 'string',
      description: 'A path on this site such as /course/arts, or a full https:// address.',
      validation: (rule) =>
        rule.required().regex(linkHrefPattern, { name: 'site path or http(s), mailto or tel address' }),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
