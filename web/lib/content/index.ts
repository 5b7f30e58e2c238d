import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getLocale } from 'next-intl/server';
import { draftAware } from '@/lib/cache/draft-aware';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { loadAboutPage, loadCataloguePage, loadHomePage, loadPolicyPage, loadSearchSynonyms, loadSiteSettings, type Read } from './load';
import type { PolicyPageKind } from './reshape';
import { contentTags } from './tags';

// Editor-managed content for pages. Each read is cached until the Sanity webhook revalidates its tag, with an hourly
// refresh in case a webhook is missed. In draft mode the cached functions are not called at all (lib/cache/draft-aware.ts):
// reviewers read the drafts fresh on every request, and visitors never see them.
// Each getter reads in the page's language (next-intl's getLocale: the page's [locale] segment, English outside a
// page) and hands it to the cached function as an argument, so English and Hindi are cached apart, and to the draft
// read, so preview works in both languages. Search synonyms are the same in every language.

type Load<T> = (read: Read) => Promise<T>;

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

/** The language of the page being rendered; English where there is none (route handlers, the global 404). */
async function pageLanguage(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : defaultLocale;
}

/**
 * The published content from the cache, or in draft mode the drafts, read at request time for this request only;
 * either in the page's language.
 */
async function read<T>(cached: (language: Locale) => Promise<T>, load: Load<T>): Promise<T> {
  const language = await pageLanguage();
  return draftAware(cached, (inPageLanguage: Locale) => load({ drafts: true, language: inPageLanguage }))(language);
}

/** A load in one language, for cachedRead. */
const inLanguage = <T>(load: Load<T>, language: Locale): Load<T> => (options) => load({ ...options, language });

async function cachedSiteSettings(language: Locale) {
  'use cache';
  return cachedRead([contentTags.siteSettings], inLanguage(loadSiteSettings, language));
}

async function cachedHomeContent(language: Locale) {
  'use cache';
  return cachedRead([contentTags.homePage, contentTags.testimonial], inLanguage(loadHomePage, language));
}

async function cachedCataloguePage(language: Locale) {
  'use cache';
  return cachedRead([contentTags.cataloguePage], inLanguage(loadCataloguePage, language));
}

async function cachedSearchSynonyms() {
  'use cache';
  return cachedRead([contentTags.searchSynonyms], loadSearchSynonyms);
}

async function cachedAboutPage(language: Locale) {
  'use cache';
  return cachedRead([contentTags.aboutPage, contentTags.teamMember], inLanguage(loadAboutPage, language));
}

async function cachedPolicyPage(kind: PolicyPageKind, language: Locale) {
  'use cache';
  return cachedRead([contentTags.policyPage], (options) => loadPolicyPage(kind, { ...options, language }));
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
  read((language) => cachedPolicyPage(kind, language), (options) => loadPolicyPage(kind, options));

export { contentTags } from './tags';
export { policyPageKinds } from './reshape';
export type {
  AboutPage, CataloguePage, ContentImage, HomeContent, PolicyPage, PolicyPageKind, RichText, SearchSynonymEntry, SiteSettings, TeamGroup,
  TeamMember, Testimonial,
} from './reshape';
