import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundMessage } from '@/app/_lib/not-found-message';
import type { Locale } from '@/lib/i18n/locales';
import { ConsoleShell } from './_components/console-shell';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('notFound'))('title') };
}

/** A lead, course or member that is not there: the console's frame without its rail (the page had not read who asks). */
export default async function StaffNotFound() {
  return (
    <ConsoleShell>
      <NotFoundMessage locale={(await getLocale()) as Locale} />
    </ConsoleShell>
  );
}
