import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { LanguageSwitcher } from '@/components/language-switcher/language-switcher';
import { PageLink } from '@/components/ui/page-link';
import { pages } from '@/lib/routes/pages';
import { MenuDisclosure } from './menu-disclosure';
import { NavTabs } from './nav-tabs';
import { SessionActions, SessionBadge } from './session-actions';
import styles from './site-header.module.css';

type Props = { brandName: string; logo: { url: string; alt: string; width: number; height: number } | null };

/**
 * Brand, tabs, Log in / Sign up (or the learner's first name and Log out) and the spec's Enroll Now button, which
 * leads to Contact Us. Below 1080 px, where they no longer fit one row, all of it folds into a menu. Rendered on the
 * server: only the menu toggle, the current-tab marker and the session part run in the browser.
 */
export async function SiteHeader({ brandName, logo }: Props) {
  const t = await getTranslations('header');
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <PageLink href={pages.home.path} className={styles.brand} aria-label={t('home', { brand: brandName })}>
          {logo ? (
            <Image
              src={logo.url}
              alt=""
              width={logo.width}
              height={logo.height}
              className={styles.logo}
              unoptimized
              priority
            />
          ) : (
            <span className={styles.brandText}>{brandName}</span>
          )}
        </PageLink>
        <SessionBadge />
        <MenuDisclosure>
          <nav aria-label={t('mainNav')}>
            <NavTabs />
          </nav>
          <SessionActions />
          <PageLink href={pages.contact.path} className={styles.enroll}>
            {t('enrollNow')}
          </PageLink>
          <LanguageSwitcher className={styles.languages} />
        </MenuDisclosure>
      </div>
    </header>
  );
}
