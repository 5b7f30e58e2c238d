import Link from 'next/link';
import { getSiteSettings } from '@/lib/content';
import { SocialIcon } from './social-icon';
import styles from './site-footer.module.css';

const policyLinks = [
  { label: 'Privacy Policy', href: '/PrivacyPolicy' },
  { label: 'Terms and Conditions', href: '/TermsConditions' },
  { label: 'Refund', href: '/Refund' },
];

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
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className={styles.heading}>Categories</h2>
          <ul className={styles.links}>
            {site.footerCategoryLinks.map((link) => (
              <li key={link.href}><Link href={link.href}>{link.label}</Link></li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>Company</h2>
          <ul className={styles.links}>
            {site.footerCompanyLinks.map((link) => (
              <li key={link.href}><Link href={link.href}>{link.label}</Link></li>
            ))}
          </ul>
        </nav>
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
          {policyLinks.map((link) => (
            <li key={link.href}><Link href={link.href}>{link.label}</Link></li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
