import { defineArrayMember, defineField, defineType } from 'sanity';
import { linkHrefPattern } from '../constants';

/** The formatted text of About and policy pages: headings, paragraphs, lists, emphasis and links. */
export const richText = defineType({
  name: 'richText',
  title: 'Text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Paragraph', value: 'normal' },
        { title: 'Heading', value: 'h2' },
        { title: 'Subheading', value: 'h3' },
      ],
      lists: [
        { title: 'Bullets', value: 'bullet' },
        { title: 'Numbers', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'Address',
                type: 'string',
                validation: (rule) =>
                  rule.required().regex(linkHrefPattern, { name: 'site path or http(s), mailto or tel address' }),
              }),
            ],
          }),
        ],
      },
    }),
  ],
});
