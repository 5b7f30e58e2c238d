import { getLocale, getTranslations } from 'next-intl/server';
import { getSiteSettings } from '@/lib/content';
import { defaultLocale } from '@/lib/i18n/locales';
import { isSitePath, pages, type NamedPage } from '@/lib/routes/pages';
import { SiteFooterView, type FooterLink } from './site-footer-view';

type CmsLink = { label: string; href: string };

/**
 * A link to a path the site does not serve is left out: an editor may list a page before it is built, and the
 * footer never leads to a 404.
 */
const siteLinks = (links: CmsLink[]): FooterLink[] =>
  links.flatMap(({ label, href }) => (isSitePath(href) ? [{ label, href }] : []));

/** The page a link leads to, when the interface has a name for it ('/about' is `about`). */
const namedPageAt = (href: string) =>
  (Object.keys(pages) as (keyof typeof pages)[]).find((key) => pages[key].path === href);

/** Spec section 2 footer, every value edited in the Studio (site settings); the markup is site-footer-view.tsx. */
export async function SiteFooter() {
  const [site, locale, names] = await Promise.all([getSiteSettings(), getLocale(), getTranslations('pages')]);
  // The Studio's labels are English: on a page in another language, a link to one of the named pages (About Us,
  // Courses...) takes that page's name in the language. Category names stay as the catalogue has them.
  const inLanguage = (links: FooterLink[]): FooterLink[] => locale === defaultLocale ? links : links.map((link) => {
    const page = namedPageAt(link.href);
    return page && names.has(page as NamedPage) ? { ...link, label: names(page as NamedPage) } : link;
  });
  return (
    <SiteFooterView
      footer={{
        brandName: site.brandName,
        brandBlurb: site.brandBlurb,
        socialLinks: site.socialLinks,
        contact: site.contact,
        categoryLinks: siteLinks(site.footerCategoryLinks),
        companyLinks: inLanguage(siteLinks(site.footerCompanyLinks)),
        copyrightYear: String(site.copyrightYear),
        companyName: site.companyName,
      }}
    />
  );
}
