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

/** The pages' documents: how each is read, and the tags whose revalidation refreshes it. */
const pages = {
  siteSettings: { tags: [contentTags.siteSettings], load: loadSiteSettings },
  home: { tags: [contentTags.homePage, contentTags.testimonial], load: loadHomePage },
  catalogue: { tags: [contentTags.cataloguePage], load: loadCataloguePage },
  about: { tags: [contentTags.aboutPage, contentTags.teamMember], load: loadAboutPage },
};
type Page = keyof typeof pages;
type PageContent<P extends Page> = Awaited<ReturnType<(typeof pages)[P]['load']>>;

// One cached function for every page: its arguments, the page and the language, are the cache key.
async function cachedPage<P extends Page>(page: P, language: Locale): Promise<PageContent<P>> {
  'use cache';
  const { tags, load } = pages[page];
  return cachedRead(tags, inLanguage(load as Load<PageContent<P>>, language));
}

async function cachedPolicyPage(kind: PolicyPageKind, language: Locale) {
  'use cache';
  return cachedRead([contentTags.policyPage], (options) => loadPolicyPage(kind, { ...options, language }));
}

const readPage = <P extends Page>(page: P) =>
  read((language) => cachedPage(page, language), pages[page].load as Load<PageContent<P>>);

export const getSiteSettings = () => readPage('siteSettings');

/** The home page's marketing block and testimonial rows; null when the document does not exist. */
export const getHomeContent = () => readPage('home');

/** The catalogue page's title and lead; null when the document does not exist. */
export const getCataloguePage = () => readPage('catalogue');

/** Vision, mission and the team grouped by role; null when the document does not exist (call notFound()). */
export const getAboutPage = () => readPage('about');

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
