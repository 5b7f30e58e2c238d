import 'server-only';
import { loadAboutPage, loadHomePage, loadPolicyPage, loadSiteSettings } from '@/lib/content/load';
import type { AboutPage, HomeContent, PolicyPageKind, SiteSettings, TeamMember, Testimonial } from '@/lib/content';
import { contentTags } from '@/lib/content/tags';
import type { GraphQLContext } from '../context';

// The CMS content, as published (a public API never shows drafts), read through the content layer with the same
// cache tags as the pages: the Sanity webhook that refreshes a page refreshes the answers built on it too.
const published = { drafts: false };

/** Each testimonial once, in the order the home page first shows it. */
const distinctTestimonials = (home: HomeContent): Testimonial[] => [
  ...new Map(home.testimonialRows.flat().map((t) => [t.id, t])).values(),
];

export const contentResolvers = {
  Query: {
    site: () => ({}),
  },
  Site: {
    settings: (_: unknown, __: unknown, context: GraphQLContext) => {
      context.tag(contentTags.all, contentTags.siteSettings);
      return loadSiteSettings(published);
    },
    home: (_: unknown, __: unknown, context: GraphQLContext) => {
      context.tag(contentTags.all, contentTags.homePage, contentTags.testimonial);
      return loadHomePage(published);
    },
    about: (_: unknown, __: unknown, context: GraphQLContext) => {
      context.tag(contentTags.all, contentTags.aboutPage, contentTags.teamMember);
      return loadAboutPage(published);
    },
    policy: (_: unknown, { kind }: { kind: PolicyPageKind }, context: GraphQLContext) => {
      context.tag(contentTags.all, contentTags.policyPage);
      return loadPolicyPage(kind, published);
    },
  },
  SiteSettings: {
    phone: (s: SiteSettings) => s.contact.phone,
    email: (s: SiteSettings) => s.contact.email,
    addressLines: (s: SiteSettings) => s.contact.addressLines,
  },
  HomePage: {
    marketingTitle: (h: HomeContent) => h.marketing.title,
    marketingLine: (h: HomeContent) => h.marketing.line,
    testimonials: distinctTestimonials,
  },
  AboutPage: {
    team: (a: AboutPage): TeamMember[] => a.team.flatMap((group) => group.members),
  },
  TeamMember: {
    id: (m: TeamMember) => m.key,
  },
};
