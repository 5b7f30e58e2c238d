import { aboutPage } from './documents/about-page';
import { homePage } from './documents/home-page';
import { policyPage } from './documents/policy-page';
import { siteSettings } from './documents/site-settings';
import { teamMember } from './documents/team-member';
import { testimonial } from './documents/testimonial';
import { accessibleImage } from './objects/accessible-image';
import { link } from './objects/link';
import { richText } from './objects/rich-text';
import { seo } from './objects/seo';

export const schemaTypes = [
  siteSettings, homePage, aboutPage, policyPage, testimonial, teamMember, accessibleImage, link, richText, seo,
];

export { linkHrefPattern, policyDocumentIds, policyKinds, singletons, type PolicyKind } from './constants';
