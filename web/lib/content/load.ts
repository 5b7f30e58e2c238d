import 'server-only';
import { contentFetch } from './client';
import { aboutPageQuery, cataloguePageQuery, homePageQuery, policyPageQuery, searchSynonymsQuery, siteSettingsQuery } from './queries';
import {
  reshapeAboutPage, reshapeCataloguePage, reshapeHomePage, reshapePolicyPage, reshapeSearchSynonyms, reshapeSiteSettings,
  type PolicyPageKind,
} from './reshape';

// Uncached reads; index.ts wraps each in 'use cache'. Kept apart so tests can run them outside Next.
// onFallback hears when Sanity failed and older or embedded content was served (see client.ts).

type Read = { drafts: boolean; onFallback?: (error: unknown) => void };

export const loadSiteSettings = async ({ drafts, onFallback }: Read) =>
  reshapeSiteSettings(await contentFetch(siteSettingsQuery, {}, { drafts, onFallback }));

export const loadHomePage = async ({ drafts, onFallback }: Read) =>
  reshapeHomePage(await contentFetch(homePageQuery, {}, { drafts, onFallback }));

export const loadCataloguePage = async ({ drafts, onFallback }: Read) =>
  reshapeCataloguePage(await contentFetch(cataloguePageQuery, {}, { drafts, onFallback }));

export const loadAboutPage = async ({ drafts, onFallback }: Read) =>
  reshapeAboutPage(await contentFetch(aboutPageQuery, {}, { drafts, onFallback }));

export const loadPolicyPage = async (kind: PolicyPageKind, { drafts, onFallback }: Read) =>
  reshapePolicyPage(await contentFetch(policyPageQuery, { kind }, { drafts, onFallback }));

export const loadSearchSynonyms = async ({ drafts, onFallback }: Read) =>
  reshapeSearchSynonyms(await contentFetch(searchSynonymsQuery, {}, { drafts, onFallback }));
