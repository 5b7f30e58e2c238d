import type { StructureResolver } from 'sanity/structure';
import { policyDocumentIds, singletons } from 'schemas';

/**
 * The documents that exist once (settings, pages, the three policies) are pinned at the top and open
 * straight into their document; testimonials and team members, of which there are many, follow as lists.
 */
export const structure: StructureResolver = (S) => {
  const fixed = (title: string, schemaType: string, documentId: string, template?: string) => {
    const document = S.document().schemaType(schemaType).documentId(documentId).title(title);
    return S.listItem()
      .title(title)
      .id(documentId)
      .schemaType(schemaType)
      .child(template ? document.initialValueTemplate(template) : document);
  };
  return S.list()
    .title('Content')
    .items([
      fixed('Site settings', 'siteSettings', singletons.siteSettings),
      S.divider(),
      fixed('Home page', 'homePage', singletons.homePage),
      fixed('Catalogue page', 'cataloguePage', singletons.cataloguePage),
      fixed('About page', 'aboutPage', singletons.aboutPage),
      fixed('Terms and Conditions', 'policyPage', policyDocumentIds.terms, 'policy-terms'),
      fixed('Privacy Policy', 'policyPage', policyDocumentIds.privacy, 'policy-privacy'),
      fixed('Refund Policy (text of the Privacy Policy)', 'policyPage', policyDocumentIds.refund, 'policy-refund'),
      fixed('Search synonyms', 'searchSynonyms', singletons.searchSynonyms),
      S.divider(),
      S.documentTypeListItem('testimonial').title('Testimonials'),
      S.documentTypeListItem('teamMember').title('Team members'),
    ]);
};
