import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { contentFetch } from './client';
import {
  aboutPageQuery,
  cataloguePageQuery,
  homePageQuery,
  policyPageQuery,
  searchSynonymsQuery,
  siteSettingsQuery,
} from './queries';
import {
  reshapeAboutPage,
  reshapeCataloguePage,
  reshapeHomePage,
  reshapePolicyPage,
  reshapeSearchSynonyms,
  reshapeSiteSettings,
  type PolicyPageKind,
} from './reshape';

// Uncached reads; index.ts wraps each in 'use cache'. Kept apart so tests can run them outside Next.
// onFallback hears when Sanity failed and older or embedded content was served (see client.ts).
// language: the page's language; a Hindi read takes each text's Hindi version where the editors wrote one
// (queries.ts). English when not given (the GraphQL API, which has no language).

export type Read = { drafts: boolean; language?: Locale; onFallback?: (error: unknown) => void };

const options = ({ drafts, onFallback }: Read) => ({ drafts, onFallback });
const inLanguage = ({ language = 'en' }: Read) => ({ language });

export const loadSiteSettings = async (read: Read) =>
  reshapeSiteSettings(await contentFetch(siteSettingsQuery, inLanguage(read), options(read)));

export const loadHomePage = async (read: Read) =>
  reshapeHomePage(await contentFetch(homePageQuery, inLanguage(read), options(read)));

export const loadCataloguePage = async (read: Read) =>
  reshapeCataloguePage(await contentFetch(cataloguePageQuery, inLanguage(read), options(read)));

export const loadAboutPage = async (read: Read) =>
  reshapeAboutPage(await contentFetch(aboutPageQuery, inLanguage(read), options(read)));

export const loadPolicyPage = async (kind: PolicyPageKind, read: Read) =>
  reshapePolicyPage(await contentFetch(policyPageQuery, { kind, ...inLanguage(read) }, options(read)));

/** The same in every language: what learners type is matched whatever the page's language. */
export const loadSearchSynonyms = async (read: Read) =>
  reshapeSearchSynonyms(await contentFetch(searchSynonymsQuery, {}, options(read)));
