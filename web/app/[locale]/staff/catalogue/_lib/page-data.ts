import 'server-only';
import type { Messages, NamespaceKeys, NestedKeyOf } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { requireStaffPage } from '../../_lib/current-staff';

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/**
 * What a catalogue page reads first: the signed-in member (a visitor is sent to sign in before anything is listed),
 * then its words, the locale and what it lists, together.
 */
export async function readCataloguePage<N extends Namespace, Rows>(namespace: N, list: () => Promise<Rows>) {
  const { member } = await requireStaffPage();
  const [t, locale, rows] = await Promise.all([getTranslations(namespace), getLocale(), list()]);
  return { member, t, locale, rows };
}
