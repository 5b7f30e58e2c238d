import { defineField, defineType } from 'sanity';
import { policyKinds, type PolicyKind } from '../constants';
import { fieldsNamed, hindiGroup, hindiVersion } from '../objects/hindi';

const kindTitles: Record<PolicyKind, string> = {
  privacy: 'Privacy Policy',
  terms: 'Terms and Conditions',
  refund: 'Refund Policy',
};

/** Published id of the document being edited (the Studio edits drafts.<id>). */
const publishedId = (id: string | undefined) => (id ?? '').replace(/^drafts\./, '');

const fields = [
  defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
  defineField({
    name: 'kind',
    description: 'Which page of the site shows this document; fixed.',
    type: 'string',
    readOnly: true,
    options: { list: policyKinds.map((value) => ({ value, title: kindTitles[value] })) },
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'bodyFrom',
    title: 'Use the text of',
    description:
      "Show another policy's text (and its last-updated date) on this page instead of a text of its own; " +
      'edits to that policy then appear here too. Clear it to write a separate text.',
    type: 'reference',
    to: [{ type: 'policyPage' }],
    // Only policies with a text of their own, and never this one: a chain or a loop would show nothing.
    options: {
      filter: ({ document }) => ({
        filter: '!defined(bodyFrom) && !(_id in [$id, "drafts." + $id])',
        params: { id: publishedId(document._id) },
      }),
      disableNew: true,
    },
    validation: (rule) =>
      rule.custom((value, { document }) =>
        value?._ref && publishedId(value._ref) === publishedId(document?._id)
          ? 'A policy cannot take its text from itself'
          : true,
      ),
  }),
  defineField({
    name: 'lastUpdated',
    type: 'date',
    hidden: ({ document }) => Boolean(document?.bodyFrom),
    validation: (rule) =>
      rule.custom((value, { document }) =>
        value || document?.bodyFrom ? true : 'Required unless the text comes from another policy',
      ),
  }),
  defineField({
    name: 'body',
    title: 'Text',
    type: 'richText',
    hidden: ({ document }) => Boolean(document?.bodyFrom),
    validation: (rule) =>
      rule.custom((value, { document }) =>
        (Array.isArray(value) && value.length > 0) || document?.bodyFrom
          ? true
          : 'Write the text, or take it from another policy',
      ),
  }),
  defineField({ name: 'seo', title: 'Search and sharing', type: 'seo', validation: (rule) => rule.required() }),
];

/**
 * Terms, Privacy and Refund. A policy can take its text from another one through `bodyFrom` instead of
 * holding a copy (spec section 1: Refund shows the privacy text), so one edit changes both pages.
 */
export const policyPage = defineType({
  name: 'policyPage',
  title: 'Policy page',
  type: 'document',
  groups: [hindiGroup],
  fields: [
    ...fields,
    hindiVersion(fieldsNamed(fields, ['title', 'body', 'seo']), {
      note: "A policy that uses the text of another shows that policy's Hindi text (or its English, when it has none).",
    }),
  ],
  preview: {
    select: { title: 'title', lastUpdated: 'lastUpdated', source: 'bodyFrom.title' },
    prepare: ({ title, lastUpdated, source }) => ({
      title,
      subtitle: source ? `Text of the ${source}` : lastUpdated,
    }),
  },
});
