import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { pickMessages, type Namespace } from '@/lib/i18n/messages';
import { saidMap } from '@/lib/i18n/said-map';
import { MoreMessages } from './more-messages';
import { SaidProvider } from './said-provider';

type Props = {
  /** Namespaces the client components below read with next-intl's useTranslations. */
  namespaces?: readonly Namespace[];
  /** Namespaces of English the server and the schemas say, which useSaid() turns into the page's language. */
  said?: readonly Namespace[];
  children: ReactNode;
};

/**
 * Messages for the client components of one part of a site: they travel with the pages that show those components,
 * not with every page. A server component.
 */
export async function WithMessages({ namespaces = [], said = [], children }: Props) {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  let tree = children;
  if (said.length && locale !== defaultLocale) tree = <SaidProvider map={saidMap(locale, said)}>{tree}</SaidProvider>;
  if (namespaces.length) tree = <MoreMessages messages={pickMessages(locale, namespaces)}>{tree}</MoreMessages>;
  return tree;
}
