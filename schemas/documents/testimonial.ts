import { defineField, defineType } from 'sanity';
import { fieldsNamed, hindiGroup, hindiVersion } from '../objects/hindi';

const fields = [
  defineField({ name: 'authorName', title: 'Author', type: 'string', validation: (rule) => rule.required() }),
  defineField({
    name: 'text',
    type: 'text',
    rows: 4,
    validation: (rule) => rule.required().max(400).warning('Cards scroll past quickly: keep it short.'),
  }),
  defineField({ name: 'authorImage', title: 'Author photo', type: 'accessibleImage' }),
  defineField({
    name: 'image',
    title: 'Card image',
    description: 'Optional picture for the card, for example the course the author took.',
    type: 'accessibleImage',
  }),
];

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  groups: [hindiGroup],
  // The author's name is shown as written in both languages.
  fields: [...fields, hindiVersion(fieldsNamed(fields, ['text']))],
  preview: { select: { title: 'authorName', subtitle: 'text', media: 'authorImage' } },
});
