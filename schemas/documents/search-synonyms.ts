import { defineArrayMember, defineField, defineType } from 'sanity';

/**
 * What learners type that spelling cannot reach (issue 31): "piano" should find Keyboard, "dhyan" Meditation. The
 * site's search reads this document live on publish; typos, romanisations and Indian scripts need no entry here.
 */
export const searchSynonyms = defineType({
  name: 'searchSynonyms',
  title: 'Search synonyms',
  type: 'document',
  fields: [
    defineField({
      name: 'entries',
      title: 'Synonyms',
      description: 'A learner searching for the term also finds the courses named by any of its meanings.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'synonym',
          type: 'object',
          fields: [
            defineField({
              name: 'term',
              title: 'When a learner types',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: 'means',
              title: 'Also find courses named',
              description: 'Words of course names, titles or headings, e.g. "keyboard" or "cloud computing".',
              type: 'array',
              of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(60) })],
              validation: (rule) => rule.required().min(1).max(10),
            }),
          ],
          preview: {
            select: { term: 'term', means: 'means' },
            prepare: ({ term, means }) => ({ title: term, subtitle: (means ?? []).join(', ') }),
          },
        }),
      ],
      validation: (rule) => rule.max(500),
    }),
  ],
  preview: { prepare: () => ({ title: 'Search synonyms' }) },
});
