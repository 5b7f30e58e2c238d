'use client';

import type { Route } from 'next';
import { useTranslations } from 'next-intl';
import { LanguageSwitcher } from '@/components/language-switcher/language-switcher';
import { PageLink } from '@/components/ui/page-link';
import { pages, policyPages } from '@/lib/routes/pages';
import type { SiteSettings } from '@/lib/content';
import icons from '@/components/ui/social-icons.module.css';
import { EmailAddress } from '@/components/ui/email-address';
import styles from './site-footer.module.css';

export type FooterLink = { label: string; href: Route };

export type FooterData = Pick<SiteSettings, 'brandName' | 'brandBlurb' | 'socialLinks' | 'contact'> & {
  categoryLinks: FooterLink[];
  companyLinks: FooterLink[];
  copyrightYear: string;
  companyName: string;
};

function LinkList({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map(({ href, label }) => (
          <li key={href}>
            <PageLink href={href}>{label}</PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The footer's markup. A client component on purpose: the footer is on every page, and as a server component its
 * whole element tree (icons included) went into every page's RSC payload beside its HTML; this way only the
 * settings below do, and the markup is in a shared, cached script. The social icons are drawn by a stylesheet
 * (components/ui/social-icons.module.css).
 */
export function SiteFooterView({ footer }: { footer: FooterData }) {
  const { contact } = footer;
  const t = useTranslations('footer');
  const names = useTranslations('pages');
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.brand} aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.brandName}>
            {footer.brandName}
          </h2>
          <p className={styles.blurb}>{footer.brandBlurb}</p>
          <ul className={styles.social} aria-label={t('social')}>
            {footer.socialLinks.map((link) => (
              <li key={link.network}>
                {/* biome-ignore lint/a11y/useAnchorContent: the icon is drawn by CSS and the link's name is its aria-label */}
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                  title={link.label}
                  className={icons.icon}
                  data-network={link.network}
                />
              </li>
            ))}
          </ul>
        </section>
        <LinkList id="footer-categories" title={t('categories')} links={footer.categoryLinks} />
        <LinkList id="footer-company" title={t('company')} links={footer.companyLinks} />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('getInTouch')}
          </h2>
          <ul className={styles.links}>
            <li>
              <a href={contact.phoneHref}>{contact.phone}</a>
            </li>
            <li>
              <a href={contact.emailHref}>
                <EmailAddress address={contact.email} />
              </a>
            </li>
          </ul>
          <address className={styles.address}>
            {contact.addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </section>
      </div>
      <div className={styles.bottom}>
        <p>{t('copyright', { year: footer.copyrightYear, company: footer.companyName })}</p>
        <ul className={styles.policies}>
          {policyPages.map((page) => (
            <li key={page}>
              <PageLink href={pages[page].path}>{names(page)}</PageLink>
            </li>
          ))}
        </ul>
        <LanguageSwitcher />
      </div>
    </footer>
  );
}
