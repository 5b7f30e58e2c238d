import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { PageLink } from '@/components/ui/page-link';
import type { RichText as RichTextValue } from '@/lib/content';
import { isSitePath } from '@/lib/routes/pages';

// Headings, paragraphs, lists, bold and italic use the library's semantic defaults (h2, h3, p, ul, ol,
// strong, em); only links need site knowledge. A link to one of the site's pages stays in the reader's language.
const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => {
      const href = typeof value?.href === 'string' ? value.href : '';
      if (isSitePath(href)) return <PageLink href={href}>{children}</PageLink>;
      if (/^(mailto|tel):/.test(href)) return <a href={href}>{children}</a>;
      if (/^https?:\/\//.test(href)) {
        return (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {children}
          </a>
        );
      }
      // Anything else (javascript:, a path the site does not serve) renders as plain text.
      return <>{children}</>;
    },
  },
};

/** Formatted text from the Studio (About vision and mission, policy bodies). Style it from the parent. */
export function RichText({ value }: { value: RichTextValue | null | undefined }) {
  return <PortableText value={value ?? []} components={components} />;
}
