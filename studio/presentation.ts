import { defineLocations, type DocumentLocationResolvers } from 'sanity/presentation';
import { policyDocumentIds } from 'schemas';

const home = { title: 'Home', href: '/' };
const about = { title: 'About Us', href: '/about' };
const catalogue = { title: 'Courses', href: '/course' };
const policyPaths = { terms: '/TermsConditions', privacy: '/PrivacyPolicy', refund: '/Refund' } as const;

type Location = { title: string; href: string };

/** Each page in English and then in Hindi (/hi/...), which shows the document's Hindi fields, or its English where none. */
const inBothLanguages = (locations: Location[]): Location[] => [
  ...locations,
  ...locations.map(({ title, href }) => ({ title: `${title} (हिन्दी)`, href: href === '/' ? '/hi' : `/hi${href}` })),
];

/** Which site pages show each document, so editors can open them in Presentation before publishing. */
export const locations: DocumentLocationResolvers = {
  siteSettings: {
    message: 'Shown in the header and footer of every page, and on the 404 and thank-you pages.',
    locations: inBothLanguages([home, about]),
  },
  homePage: { locations: inBothLanguages([home]) },
  cataloguePage: { locations: inBothLanguages([catalogue]) },
  searchSynonyms: { message: 'Used by the course search of the catalogue and the header.', locations: [catalogue] },
  testimonial: {
    message: 'Shown in the home page testimonial rows when the Home page lists it.',
    locations: inBothLanguages([home]),
  },
  aboutPage: { locations: inBothLanguages([about]) },
  teamMember: defineLocations({
    select: { name: 'name' },
    resolve: (doc) => ({
      message: 'Shown on the About page when the About page lists this person.',
      locations: inBothLanguages([{ title: doc?.name ? `${doc.name} on About Us` : 'About Us', href: about.href }]),
    }),
  }),
  policyPage: defineLocations({
    select: { id: '_id', kind: 'kind', title: 'title' },
    resolve: (doc) => {
      const kind = doc?.kind as keyof typeof policyPaths | undefined;
      if (!kind || !(kind in policyPaths)) return null;
      const own = { title: String(doc?.title ?? kind), href: policyPaths[kind] };
      // The Refund page takes its text from the privacy policy, so editing privacy changes both pages.
      const alsoRefund = String(doc?.id ?? '').replace(/^drafts\./, '') === policyDocumentIds.privacy;
      return {
        locations: inBothLanguages(
          alsoRefund ? [own, { title: 'Refund Policy (uses this text)', href: policyPaths.refund }] : [own],
        ),
      };
    },
  }),
};
