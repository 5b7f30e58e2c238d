import { getSiteSettings } from '@/lib/content';
import { isSitePath } from '@/lib/routes/pages';
import { SiteFooterView, type FooterLink } from './site-footer-view';

type CmsLink = { label: string; href: string };

/**
 * A link to a path the site does not serve is left out: an editor may list a page before it is built, and the
 * footer never leads to a 404.
 */
const siteLinks = (links: CmsLink[]): FooterLink[] =>
  links.flatMap(({ label, href }) => (isSitePath(href) ? [{ label, href }] : []));

/**
 * Spec section 2 footer, every value edited in the Studio (site settings), in the page's language where the Studio
 * has it (each link's Hindi label; lib/content); the markup is site-footer-view.tsx.
 */
export async function SiteFooter() {
  const site = await getSiteSettings();
  return (
    <SiteFooterView
      footer={{
        brandName: site.brandName,
        brandBlurb: site.brandBlurb,
        socialLinks: site.socialLinks,
        contact: site.contact,
        categoryLinks: siteLinks(site.footerCategoryLinks),
        companyLinks: siteLinks(site.footerCompanyLinks),
        copyrightYear: String(site.copyrightYear),
        companyName: site.companyName,
      }}
    />
  );
}
