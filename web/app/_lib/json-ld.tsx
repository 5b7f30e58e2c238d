import { absoluteUrl } from './metadata';

/** JSON for a <script> element: '<' escaped so no text in the data can close the script early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** One schema.org block for search engines, rendered into the page's HTML. */
export function JsonLd({ data }: { data: object }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: scriptJson escapes every '<' so the JSON cannot close the script element (json-ld.test.ts)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}

/** One step of a visible breadcrumb trail: the page's name and its path on this site. */
export type Crumb = { name: string; path: string };

/** The trail as a schema.org BreadcrumbList: the last step is the page itself, so it names no address. */
export function breadcrumbListJsonLd(trail: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(index < trail.length - 1 ? { item: absoluteUrl(crumb.path) } : {}),
    })),
  };
}

/**
 * The courses a list page shows, as a schema.org ItemList of their pages (Google's course list, summary-page style:
 * each item only points at the course's own page, which carries the details). `first` numbers the first item, so a
 * later page of a list carries on from the one before.
 */
export function itemListJsonLd(paths: readonly string[], first = 1) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: paths.map((path, index) => ({
      '@type': 'ListItem',
      position: first + index,
      url: absoluteUrl(path),
    })),
  };
}
