import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getLocale, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageShell } from '@/components/ui/page-shell';
import { demoPageView } from '@/lib/academy/demos/demo-page';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { DemoBooking } from './_components/demo-booking';

// Read for each request, never prerendered or stored: seats change by the minute. A link that opens nothing is the
// missing page, answered by the proxy (lib/routes/demo-page-gate.ts).
export const instant = false;

// The address carries the link's token: no search engine, no canonical address, and no Referer to the class link
// or the calendar the learner follows from here.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('demoBooking');
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

type Props = PageProps<'/[locale]/demo/[token]'>;

/**
 * A demo request's booking page (issue 53), opened from the request's mail or thank-you page with no login: the
 * trainer's free times grouped by day to pick one, or the booked class with its time, place, "Add to calendar", and
 * the way to move or cancel it.
 */
export default async function DemoBookingPage({ params }: Props) {
  await connection();
  const [{ token }, requested, t] = await Promise.all([params, getLocale(), getTranslations('demoBooking')]);
  const locale = isLocale(requested) ? requested : defaultLocale;
  const view = await demoPageView(token, locale);
  if (!view) notFound();
  const names = { course: view.courseName, trainer: view.trainerName };
  return (
    <PageShell
      narrow
      title={view.booked ? t('bookedTitle') : t('title')}
      lead={view.booked ? t('bookedLead', names) : t('lead', names)}
    >
      <WithMessages namespaces={['demoBooking']} said={['demoSaid', 'validation']}>
        <DemoBooking token={token} view={view} />
      </WithMessages>
    </PageShell>
  );
}
