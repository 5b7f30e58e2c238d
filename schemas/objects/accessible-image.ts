import { defineField, defineType } from 'sanity';

/** An image with the alternative text screen readers need; decorative images leave alt empty on purpose. */
export const accessibleImage = defineType({
  name: 'accessibleImage',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'What the image shows, for people who cannot see it. Leave empty only for decoration.',
    }),
  ],
});
