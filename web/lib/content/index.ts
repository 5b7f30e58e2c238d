import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { draftAware } from '@/lib/cache/draft-aware';
import { loadAboutPage, loadCataloguePage, loadHomePage, loadPolicyPage, loadSearchSynonyms, loadSiteSettings } from './load';
import type { PolicyPageKind } from './reshape';
import { contentTags } from './tags';

// Editor-managed content for pages. Each read is cached until the Sanity webhook revalidates its tag, with an hourly
// refresh in case a webhook is missed. In draft mode the cached functions are not called at all (lib/cache/draft-aware.ts):
// reviewers read the drafts fresh on every request, and visitors never see them.

type Load<T> = (read: { drafts: boolean; onFallback?: () => void }) => Promise<T>;

/**
 * Runs one read inside a 'use cache' function. When Sanity failed and the read fell back to older or embedded
 * content, that answer is kept for minutes rather than hours, so the real content returns soon after the CMS does.
 */
async function cachedRead<T>(tags: string[], load: Load<T>): Promise<T> {
  cacheTag(contentTags.all, ...tags);
  let fellBack = false;
  const value = await load({ drafts: false, onFallback: () => { fellBack = true; } });
  if (fellBack) cacheLife('minutes');
  else cacheLife('hours');
  return value;
}

/** The published content from the cache, or in draft mode the drafts, read at request time for this request only. */
const read = <T>(cached: () => Promise<T>, load: Load<T>) => draftAware(cached, () => load({ drafts: true }))();

async function cachedSiteSettings() {
  'use cache';
  return cachedRead([contentTags.siteSettings], loadSiteSettings);
}

async function cachedHomeContent() {
  'use cache';
  return cachedRead([contentTags.homePage, contentTags.testimonial], loadHomePage);
}

async function cachedCataloguePage() {
  'use cache';
  return cachedRead([contentTags.cataloguePage], loadCataloguePage);
}

async function cachedSearchSynonyms() {
  'use cache';
  return cachedRead([contentTags.searchSynonyms], loadSearchSynonyms);
}

async function cachedAboutPage() {
  'use cache';
  return cachedRead([contentTags.aboutPage, contentTags.teamMember], loadAboutPage);
}

async function cachedPolicyPage(kind: PolicyPageKind) {
  'use cache';
  return cachedRead([contentTags.policyPage], (options) => loadPolicyPage(kind, options));
}

export const getSiteSettings = () => read(cachedSiteSettings, loadSiteSettings);

/** The home page's marketing block and testimonial rows; null when the document does not exist. */
export const getHomeContent = () => read(cachedHomeContent, loadHomePage);

/** The catalogue page's title and lead; null when the document does not exist. */
export const getCataloguePage = () => read(cachedCataloguePage, loadCataloguePage);

/**
 * Marketing's search synonyms (issue 31), for the course search; none when the document does not exist. Always the
 * published document, drafts never: search answers are cached and shared, and GraphQL reads it inside its own cache.
 */
export const getSearchSynonyms = () => cachedSearchSynonyms();

/** Vision, mission and the team grouped by role; null when the document does not exist (call notFound()). */
export const getAboutPage = () => read(cachedAboutPage, loadAboutPage);

/** Terms, Privacy or Refund (whose text is the privacy policy's, by reference); null when missing. */
export const getPolicyPage = (kind: PolicyPageKind) =>
  read(() => cachedPolicyPage(kind), (options) => loadPolicyPage(kind, options));

export { contentTags } from './tags';
export { policyPageKinds } from './reshape';
export type {
  AboutPage, CataloguePage, ContentImage, HomeContent, PolicyPage, PolicyPageKind, RichText, SearchSynonymEntry, SiteSettings, TeamGroup,
  TeamMember, Testimonial,
} from './reshape';
