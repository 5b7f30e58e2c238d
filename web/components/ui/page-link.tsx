'use client';

import type { Route } from 'next';
import Link from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { isLocale, localizedPath } from '@/lib/i18n/locales';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/** A link to one of the site's pages in the language being read: '/course' leads to '/hi/course' on a Hindi page. */
export function PageLink({ href, ...props }: Props) {
  const locale = useLocale();
  return <Link {...props} href={(isLocale(locale) ? localizedPath(locale, href) : href) as Route} />;
}
