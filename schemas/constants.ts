// Plain values shared by the Studio, the site's content layer and tests; nothing here imports Sanity.

/** Documents that exist exactly once, under these fixed ids. */
export const singletons = {
  siteSettings: 'siteSettings',
  homePage: 'homePage',
  cataloguePage: 'cataloguePage',
  aboutPage: 'aboutPage',
  searchSynonyms: 'searchSynonyms',
} as const;

/** The policy pages of the site, one policyPage document each. */
export const policyKinds = ['terms', 'privacy', 'refund'] as const;
export type PolicyKind = (typeof policyKinds)[number];

/**
 * The policy documents, under fixed ids so the Studio and the site find them without a query. The Refund
 * document takes its text from the privacy one by reference (spec section 1).
 */
export const policyDocumentIds = {
  terms: 'policy-terms',
  privacy: 'policy-privacy',
  refund: 'policy-refund',
} as const satisfies Record<PolicyKind, string>;

/** Site paths ("/about") or absolute http(s), mailto and tel addresses. */
export const linkHrefPattern = /^(\/(?!\/)\S*|https?:\/\/\S+|mailto:\S+|tel:\+?[\d\s-]+)$/;
