import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { draftMode } from 'next/headers';
import { loadAboutPage, loadHomePage, loadPolicyPage, loadSiteSettings } from './load';
import type { PolicyPageKind } from './reshape';
import { contentTags } from './tags';

// Editor-managed content for pages. Each read is cached until the Sanity webhook revalidates its tag, with
// an hourly refresh in case a webhook is missed. In draft mode Next re-runs these functions on every request
// without storing the results, so reviewers see unpublished changes and visitors never do. (Next 16.4 logs
// an "Unexpected cache miss" line for each cached function rendered in draft mode; the page is correct.)

/**
 * Runs one uncached read inside a 'use cache' function. When Sanity failed and the read fell back to older
 * or embedded content, that answer is kept for minutes rather than hours, so the real content returns soon
 * after the CMS does.
 */
async function read<T>(tags: string[], load: (read: { drafts: boolean; onFallback: () => void }) => Promise<T>): Promise<T> {
  cacheTag(contentTags.all, ...tags);
  let fellBack = false;
  const value = await load({ drafts: (await draftMode()).isEnabled, onFallback: () => { fellBack = true; } });
  if (fellBack) cacheLife('minutes');
  else cacheLife('hours');
  return value;
}

export async function getSiteSettings() {
  'use cache';
  return read([contentTags.siteSettings], loadSiteSettings);
}

/** The home page's marketing block and testimonial rows; null when the document does not exist. */
export async function getHomeContent() {
  'use cache';
  return read([contentTags.homePage, contentTags.testimonial], loadHomePage);
}

/** Vision, mission and the team grouped by role; null when the document does not exist (call notFound()). */
export async function getAboutPage() {
  'use cache';
  return read([contentTags.aboutPage, contentTags.teamMember], loadAboutPage);
}

/** Terms, Privacy or Refund (whose text is the privacy policy's, by reference); null when missing. */
export async function getPolicyPage(kind: PolicyPageKind) {
  'use cache';
  return read([contentTags.policyPage], (options) => loadPolicyPage(kind, options));
}

export { contentTags } from './tags';
export { policyPageKinds } from './reshape';
export type {
  AboutPage, ContentImage, HomeContent, PolicyPage, PolicyPageKind, RichText, SiteSettings, TeamGroup, TeamMember,
  Testimonial,
} from './reshape';
