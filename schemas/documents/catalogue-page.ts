import { defineField, defineType } from 'sanity';
import { hindiGroup, hindiVersion } from '../objects/hindi';

const fields = [
  defineField({
    name: 'title',
    type: 'string',
    initialValue: 'Courses',
    validation: (rule) => rule.required().max(60),
  }),
  defineField({ name: 'lead', type: 'text', rows: 2, validation: (rule) => rule.required().max(200) }),
];

/** The words of the catalogue page (/course); its courses come from the live catalogue. */
export const cataloguePage = defineType({
  name: 'cataloguePage',
  title: 'Catalogue page',
  type: 'document',
  groups: [hindiGroup],
  fields: [...fields, hindiVersion(fields)],
  preview: { prepare: () => ({ title: 'Catalogue page' }) },
});
