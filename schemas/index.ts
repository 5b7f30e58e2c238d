import { aboutPage } from './documents/about-page';
import { cataloguePage } from './documents/catalogue-page';
import { homePage } from './documents/home-page';
import { policyPage } from './documents/policy-page';
import { searchSynonyms } from './documents/search-synonyms';
import { siteSettings } from './documents/site-settings';
import { teamMember } from './documents/team-member';
import { testimonial } from './documents/testimonial';
import { accessibleImage } from './objects/accessible-image';
import { featuredCourse } from './objects/featured-course';
import { hero } from './objects/hero';
import { link } from './objects/link';
import { richText } from './objects/rich-text';
import { seo } from './objects/seo';

export const schemaTypes = [
  siteSettings,
  homePage,
  cataloguePage,
  aboutPage,
  policyPage,
  searchSynonyms,
  testimonial,
  teamMember,
  accessibleImage,
  featuredCourse,
  hero,
  link,
  richText,
  seo,
];

export { linkHrefPattern, policyDocumentIds, policyKinds, singletons, type PolicyKind } from './constants';
