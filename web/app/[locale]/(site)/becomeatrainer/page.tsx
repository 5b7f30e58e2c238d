import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageShell } from '@/components/ui/page-shell';
import { pages } from '@/lib/routes/pages';
import { loadCourseOptions } from '@/app/_lib/course-options';
import { pageMetadata } from '@/app/_lib/metadata';
import { TrainerApplicationForm } from './_components/trainer-application-form';

// Blocking on purpose: the form arrives with its course list in the first HTML.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('trainerPage');
  return pageMetadata({ title: t('title'), description: t('description'), path: pages.becomeTrainer.path });
}

export default async function BecomeTrainerPage() {
  const [t, courses] = await Promise.all([getTranslations('trainerPage'), loadCourseOptions()]);
  return (
    <PageShell title={t('title')} lead={t('lead')} narrow>
      <WithMessages namespaces={['trainerForm', 'formSelect']} said={['validation']}>
        <TrainerApplicationForm courses={courses} />
      </WithMessages>
    </PageShell>
  );
}
