import { defineField, defineType } from 'sanity';
import { linkHrefPattern } from '../constants';
import { hindiVersion } from './hindi';

const label = defineField({ name: 'label', type: 'string', validation: (rule) => rule.required() });

export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    label,
    defineField({
      name: 'href',
      title: 'Address',
      type: 'string',
      description: 'A path on this site such as /course/arts, or a full https:// address.',
      validation: (rule) =>
        rule.required().regex(linkHrefPattern, { name: 'site path or http(s), mailto or tel address' }),
    }),
    // The label in Hindi, kept with its link so the two lists never drift apart; the address is the same.
    hindiVersion([label], { inGroup: false }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
