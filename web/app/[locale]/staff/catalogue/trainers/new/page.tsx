import { getTranslations } from 'next-intl/server';
import { pages } from '@/lib/routes/pages';
import { courseChoices } from '@/lib/staff/catalogue/courses';
import { requireStaffPage } from '../../../_lib/current-staff';
import { AdminEditor, CataloguePage, catalogueMetadata } from '../../_components/catalogue-page';
import { TrainerForm } from '../../_components/trainer-form';
import { TRAINER_FORM_MESSAGES } from '../../_lib/messages';
import { EMPTY_TRAINER } from '../../_lib/trainer-fields';

export const generateMetadata = () => catalogueMetadata('newTrainer');

/** An admin adds a trainer with what they teach. */
export default async function NewTrainerPage() {
  const { member } = await requireStaffPage();
  const [t, courses] = await Promise.all([
    getTranslations('catalogueConsole.trainers'),
    member.role === 'admin' ? courseChoices() : [],
  ]);
  return (
    <CataloguePage member={member} tab={pages.staffTrainers} title={t('newTitle')}>
      <AdminEditor member={member} messages={TRAINER_FORM_MESSAGES}>
        <TrainerForm id={null} initial={EMPTY_TRAINER} courses={courses} />
      </AdminEditor>
    </CataloguePage>
  );
}
