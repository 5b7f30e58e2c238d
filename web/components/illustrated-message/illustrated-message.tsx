import type { Route } from 'next';
import Image from 'next/image';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isSvg } from '@/components/ui/is-svg';
import { PageLink } from '@/components/ui/page-link';
import { getSiteSettings } from '@/lib/content';
import { defaultLocale } from '@/lib/i18n/locales';
import styles from './illustrated-message.module.css';

/**
 * The site's own SVG for each picture, shown until an editor sets one in the Studio's site settings (the outage
 * page's has no setting: it is shown while the site cannot be relied on anyway), and its text alternative's key in
 * the `illustrated` namespace.
 */
const fallbacks = {
  thankYou: { src: '/images/thank-you.svg', altKey: 'thankYouAlt' },
  notFound: { src: '/images/not-found.svg', altKey: 'notFoundAlt' },
  unavailable: { src: '/images/unavailable.svg', altKey: 'unavailableAlt' },
} as const;

type Props<R extends string> = {
  picture: keyof typeof fallbacks;
  title: ReactNode;
  children?: ReactNode;
  action: { href: Route<R>; label: string };
  /** A second way on, drawn as an outline button beside the first. */
  alternative?: { href: Route; label: string };
};

/** Thank-you and not-found pages: one centred picture without words, a heading, a line and a way on (or two). */
export async function IllustratedMessage<R extends string>({
  picture,
  title,
  children,
  action,
  alternative,
}: Props<R>) {
  const [image, t, locale] = await Promise.all([
    picture === 'unavailable' ? null : getSiteSettings().then((site) => site.images[picture]),
    getTranslations('illustrated'),
    getLocale(),
  ]);
  const fallback = fallbacks[picture];
  const src = image?.url ?? fallback.src;
  // The Studio's text alternative is English: a page in another language describes the picture in its own words.
  const alt = (locale === defaultLocale && image?.alt) || t(fallback.altKey);
  return (
    <div className={styles.wrap}>
      <Image
        src={src}
        alt={alt}
        width={image?.width ?? 640}
        height={image?.height ?? 400}
        className={styles.image}
        unoptimized={isSvg(src)}
        priority
      />
      <h1 className={styles.title}>{title}</h1>
      {children ? <div className={styles.text}>{children}</div> : null}
      <div className={styles.actions}>
        <PageLink href={action.href} className={styles.action}>
          {action.label}
        </PageLink>
        {alternative ? (
          <PageLink href={alternative.href} className={styles.alternative}>
            {alternative.label}
          </PageLink>
        ) : null}
      </div>
    </div>
  );
}
