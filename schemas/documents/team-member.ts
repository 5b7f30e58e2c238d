import { defineField, defineType } from 'sanity';
import { fieldsNamed, hindiGroup, hindiVersion } from '../objects/hindi';

const fields = [
  defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
  defineField({
    name: 'role',
    description:
      'The group the About page lists this person under, for example "Founders" or "Learner Support". ' +
      'Spell it exactly as for the others in the same group.',
    type: 'string',
    validation: (rule) => rule.required().max(40),
  }),
  defineField({
    name: 'jobTitle',
    title: 'Job title',
    description: 'Optional, shown under the name, for example "Head of Performing Arts".',
    type: 'string',
    validation: (rule) => rule.max(60),
  }),
  defineField({
    name: 'photo',
    description: 'A square head-and-shoulders picture; set the hotspot on the face, it is shown in a circle.',
    type: 'accessibleImage',
  }),
  defineField({
    name: 'bio',
    title: 'Short bio',
    description: 'One or two sentences.',
    type: 'text',
    rows: 3,
    validation: (rule) => rule.required().max(240).warning('Keep it to one or two sentences.'),
  }),
];

/** One person on the About page; the page lists the members it references, grouped by role. */
export const teamMember = defineType({
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  groups: [hindiGroup],
  // The name is shown as written in both languages.
  fields: [
    ...fields,
    hindiVersion(fieldsNamed(fields, ['role', 'jobTitle', 'bio']), {
      note: 'People stay grouped by their English role; the group takes the first Hindi role given in it.',
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'role', media: 'photo' } },
});
