import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { draftAware } from '@/lib/cache/draft-aware';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { cachedRead, type Load } from './cached-read';
import { loadAboutPage, loadCataloguePage, loadHomePage, loadPolicyPage, loadSiteSettings } from './load';
import type { PolicyPageKind } from './reshape';
import { contentTags } from './tags';

// Editor-managed content for pages. Each read is cached until the Sanity webhook revalidates its tag, with an hourly
// refresh in case a webhook is missed. In draft mode the cached functions are not called at all (lib/cache/draft-aware.ts):
// reviewers read the drafts fresh on every request, and visitors never see them.
// Each getter reads in the page's language (next-intl's getLocale: the page's [locale] segment, English outside a
// page) and hands it to the cached function as an argument, so English and Hindi are cached apart, and to the draft
// read, so preview works in both languages. Search synonyms are the same in every language (search-synonyms.ts).

/**
 * The language of the page being rendered; English where there is none. Route handlers (the manifest, the share
 * pictures) have no page language: next/root-params, which lib/i18n/request.ts reads, throws there.
 */
async function pageLanguage(): Promise<Locale> {
  try {
    const locale = await getLocale();
    return isLocale(locale) ? locale : defaultLocale;
  } catch (error) {
    unstable_rethrow(error);
    return defaultLocale;
  }
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
const inLanguage =
  <T>(load: Load<T>, language: Locale): Load<T> =>
  (options) =>
    load({ ...options, language });

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

/** Vision, mission and the team grouped by role; null when the document does not exist (call notFound()). */
export const getAboutPage = () => read(cachedAboutPage, loadAboutPage);

/** Terms, Privacy or Refund (whose text is the privacy policy's, by reference); null when missing. */
export const getPolicyPage = (kind: PolicyPageKind) =>
  read(
    (language) => cachedPolicyPage(kind, language),
    (options) => loadPolicyPage(kind, options),
  );

export { getSearchSynonyms } from './search-synonyms';
export { contentTags } from './tags';
export { policyPageKinds } from './reshape';
export type {
  AboutPage,
  CataloguePage,
  ContentImage,
  HomeContent,
  PolicyPage,
  PolicyPageKind,
  RichText,
  SearchSynonymEntry,
  SiteSettings,
  TeamGroup,
  TeamMember,
  Testimonial,
} from './reshape';
