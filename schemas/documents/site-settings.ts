import { defineArrayMember, defineField, defineType } from 'sanity';
import { fieldsNamed, hindiGroup, hindiVersion } from '../objects/hindi';

const requiredImage = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    description,
    type: 'accessibleImage',
    group: 'images',
    validation: (rule) => rule.required(),
  });

const footerLinks = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'array',
    group: 'footer',
    of: [defineArrayMember({ type: 'link' })],
    validation: (rule) => rule.required().min(1),
  });

const fields = [
  defineField({ name: 'brandName', type: 'string', group: 'brand', validation: (rule) => rule.required() }),
  requiredImage('logo', 'Logo', 'Shown in the header and footer.'),
  defineField({
    name: 'brandBlurb',
    title: 'Footer blurb',
    type: 'text',
    rows: 3,
    group: 'brand',
    validation: (rule) => rule.required().max(300),
  }),
  defineField({
    name: 'companyName',
    title: 'Operating company',
    description: 'Named in the copyright line.',
    type: 'string',
    group: 'brand',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'copyrightYear',
    type: 'number',
    group: 'brand',
    initialValue: 2024,
    validation: (rule) => rule.required().integer().min(2000).max(2100),
  }),
  defineField({
    name: 'defaultSeo',
    title: 'Default search and sharing text',
    description:
      'The home of search results and shares for pages that have none of their own; this title is used as it is.',
    type: 'seo',
    group: 'brand',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'phone',
    title: 'Support phone',
    description: 'As people should read it, for example +91 40 4000 0000.',
    type: 'string',
    group: 'contact',
    validation: (rule) => rule.required().regex(/^\+?[\d\s-]{8,20}$/, { name: 'phone number' }),
  }),
  defineField({
    name: 'whatsappNumber',
    title: 'WhatsApp number',
    description:
      'The number learners can chat with on WhatsApp, with the country code, for example +91 98765 43210. When set, every page shows a "Chat on WhatsApp" button and the contact page lists it; leave empty to hide both.',
    type: 'string',
    group: 'contact',
    validation: (rule) => rule.regex(/^\+?[\d\s-]{10,20}$/, { name: 'phone number' }),
  }),
  defineField({
    name: 'email',
    title: 'Support e-mail',
    type: 'string',
    group: 'contact',
    validation: (rule) => rule.required().email(),
  }),
  defineField({
    name: 'mailFromName',
    title: 'Mail sender name',
    description:
      'The name learners see as the sender of every mail from the site (verification codes, confirmations), for example Skills Academy. It goes with the sender address below; left empty, mails show that address alone.',
    type: 'string',
    group: 'contact',
    validation: (rule) => rule.max(80),
  }),
  defineField({
    name: 'mailFromAddress',
    title: 'Mail sender address',
    description:
      "The address every mail from the site is sent from, for example no-reply@skillsacademy.in. Ask whoever runs the site's mail server before changing it: an address it may not send from lands in spam. Left empty, mail goes out from the server's own default.",
    type: 'string',
    group: 'contact',
    validation: (rule) => rule.email(),
  }),
  defineField({
    name: 'address',
    title: 'Office address',
    type: 'text',
    rows: 4,
    group: 'contact',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'social',
    title: 'Social profiles',
    type: 'object',
    group: 'contact',
    fields: (['instagram', 'x', 'facebook', 'linkedin', 'youtube'] as const).map((name) =>
      defineField({
        name,
        title: name === 'x' ? 'X' : name.charAt(0).toUpperCase() + name.slice(1),
        type: 'url',
        validation: (rule) => rule.uri({ scheme: ['https'] }),
      }),
    ),
  }),
  footerLinks('footerCategoryLinks', 'Category links'),
  footerLinks('footerCompanyLinks', 'Company links'),
  requiredImage('notFoundImage', 'Page not found image', 'The picture of the 404 page.'),
  requiredImage(
    'thankYouImage',
    'Thank-you image',
    'Shown after a demo request, enrolment, enquiry or trainer application.',
  ),
  requiredImage('defaultCourseImage', 'Default course image', 'Used by course cards that have no image of their own.'),
  requiredImage('defaultTrainerImage', 'Default trainer image', 'Used by instructor cards that have no photo.'),
];

/** One document: the brand, contact details, footer links and the images every page may need. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  groups: [
    { name: 'brand', title: 'Brand', default: true },
    { name: 'contact', title: 'Contact' },
    { name: 'footer', title: 'Footer' },
    { name: 'images', title: 'Images' },
    hindiGroup,
  ],
  // The brand and company names are shown as written in both languages; so is the mail sender, one for every mail.
  fields: [
    ...fields,
    hindiVersion(fieldsNamed(fields, ['brandBlurb', 'address', 'defaultSeo']), {
      note: 'Each footer link has its Hindi label in the link itself (Footer tab).',
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
