import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageShell } from '@/components/ui/page-shell';
import { pages } from '@/lib/routes/pages';
import { courseChoices } from '@/lib/staff/catalogue/courses';
import { requireStaffPage } from '../../../_lib/current-staff';
import { StaffBar } from '../../../_components/staff-bar';
import { CatalogueTabs } from '../../_components/catalogue-tabs';
import { ReadOnlyNote } from '../../_components/read-only-note';
import { TrainerForm } from '../../_components/trainer-form';
import { CATALOGUE_SAID, TRAINER_FORM_MESSAGES } from '../../_lib/messages';
import { EMPTY_TRAINER } from '../../_lib/trainer-fields';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('catalogueConsole.meta');
  return { title: t('newTrainer'), robots: { index: false, follow: false } };
}

/** An admin adds a trainer with what they teach. */
export default async function NewTrainerPage() {
  const { member } = await requireStaffPage();
  const [t, courses] = await Promise.all([getTranslations('catalogueConsole.trainers'), member.role === 'admin' ? courseChoices() : []]);
  return (
    <PageShell title={t('newTitle')}>
      <StaffBar member={member} />
      <CatalogueTabs current={pages.staffTrainers} />
      {member.role === 'admin'
        ? (
          <WithMessages namespaces={TRAINER_FORM_MESSAGES} said={CATALOGUE_SAID}>
            <TrainerForm id={null} initial={EMPTY_TRAINER} courses={courses} />
          </WithMessages>
        )
        : <ReadOnlyNote />}
    </PageShell>
  );
}
