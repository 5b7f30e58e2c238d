'use client';

import type { Route } from 'next';
import Link from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { isLocale, localizedPath } from '@/lib/i18n/locales';

/** A page's address in the language being read: '/course' is '/hi/course' on a Hindi page. */
export function useLocalizedPath(): (path: string) => Route {
  const locale = useLocale();
  return (path) => (isLocale(locale) ? localizedPath(locale, path) : path) as Route;
}

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/** A link to one of the site's pages in the language being read. */
export function PageLink({ href, ...props }: Props) {
  const localized = useLocalizedPath();
  return <Link {...props} href={localized(href)} />;
}
