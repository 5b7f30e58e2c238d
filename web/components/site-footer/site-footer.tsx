import Link from 'next/link';
import { getSiteSettings } from '@/lib/content';
import { isSitePath, policyPages } from '@/lib/routes/pages';
import { SocialIcon } from '@/components/ui/social-icon';
import styles from './site-footer.module.css';

type CmsLink = { label: string; href: string };

/**
 * A titled list of links edited in the Studio. A link to a path the site does not serve is left out: an editor
 * may list a page before it is built, and the footer never leads to a 404.
 */
function LinkList({ id, title, links }: { id: string; title: string; links: CmsLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>{title}</h2>
      <ul className={styles.links}>
        {links.flatMap(({ href, label }) =>
          isSitePath(href) ? [<li key={href}><Link href={href}>{label}</Link></li>] : [],
        )}
      </ul>
    </nav>
  );
}

/** Spec section 2 footer, every value edited in the Studio (site settings). */
export async function SiteFooter() {
  const site = await getSiteSettings();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.brand} aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.brandName}>{site.brandName}</h2>
          <p className={styles.blurb}>{site.brandBlurb}</p>
          <ul className={styles.social} aria-label="Social media">
            {site.socialLinks.map((link) => (
              <li key={link.network}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label} title={link.label}>
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <LinkList id="footer-categories" title="Categories" links={site.footerCategoryLinks} />
        <LinkList id="footer-company" title="Company" links={site.footerCompanyLinks} />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>Get in touch</h2>
          <ul className={styles.links}>
            <li><a href={site.contact.phoneHref}>{site.contact.phone}</a></li>
            <li><a href={site.contact.emailHref}>{site.contact.email}</a></li>
          </ul>
          <address className={styles.address}>
            {site.contact.addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </section>
      </div>
      <div className={styles.bottom}>
        <p>
          © {site.copyrightYear} {site.companyName}. All rights reserved.
        </p>
        <ul className={styles.policies}>
          {policyPages.map((page) => (
            <li key={page.path}><Link href={page.path}>{page.label}</Link></li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
