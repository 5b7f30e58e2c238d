import { defineArrayMember, defineField, defineType } from 'sanity';
import { fieldsNamed, hindiGroup, hindiVersion } from '../objects/hindi';

const fields = [
  defineField({ name: 'title', type: 'string', initialValue: 'About Us', validation: (rule) => rule.required() }),
  defineField({ name: 'intro', type: 'text', rows: 4, validation: (rule) => rule.required() }),
  defineField({ name: 'vision', type: 'richText', validation: (rule) => rule.required() }),
  defineField({ name: 'mission', type: 'richText', validation: (rule) => rule.required() }),
  defineField({
    name: 'team',
    description:
      'Drag to reorder. The page groups people by their role: roles appear in the order of their first ' +
      'member here, and people keep this order within their role.',
    type: 'array',
    of: [defineArrayMember({ type: 'reference', to: [{ type: 'teamMember' }] })],
    validation: (rule) => rule.required().min(1).unique(),
  }),
  defineField({ name: 'seo', title: 'Search and sharing', type: 'seo', validation: (rule) => rule.required() }),
];

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  groups: [hindiGroup],
  fields: [
    ...fields,
    hindiVersion(fieldsNamed(fields, ['title', 'intro', 'vision', 'mission', 'seo']), {
      note: 'Team members have Hindi of their own, in each team member.',
    }),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
});
