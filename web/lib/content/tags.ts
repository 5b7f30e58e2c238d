/** Cache tags of the content layer, one per document type; the revalidation webhook maps types to them. */
export const contentTags = {
  all: 'content',
  siteSettings: 'content:siteSettings',
  homePage: 'content:homePage',
  cataloguePage: 'content:cataloguePage',
  searchSynonyms: 'content:searchSynonyms',
  testimonial: 'content:testimonial',
  aboutPage: 'content:aboutPage',
  teamMember: 'content:teamMember',
  policyPage: 'content:policyPage',
} as const;

/** The tags to revalidate when a document of this type changes; unknown types (assets too) clear everything. */
export function tagsForDocumentType(type: string | null | undefined): string[] {
  const tag =
    type && type !== 'all' && Object.hasOwn(contentTags, type)
      ? contentTags[type as keyof typeof contentTags]
      : undefined;
  return [tag ?? contentTags.all];
}
