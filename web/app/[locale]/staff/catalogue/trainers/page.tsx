import { formatCount } from '@/components/ui/format-count';
import { PageLink } from '@/components/ui/page-link';
import { pages, staffTrainerPath } from '@/lib/routes/pages';
import { listTrainersForConsole } from '@/lib/staff/catalogue/trainers';
import { StaffTable } from '../../_components/staff-table';
import { CataloguePage, catalogueMetadata } from '../_components/catalogue-page';
import { readCataloguePage } from '../_lib/page-data';

export const generateMetadata = () => catalogueMetadata('trainers');

/** Every trainer by name, with how many courses they teach. */
export default async function TrainersPage() {
  const {
    member,
    t,
    locale,
    rows: trainers,
  } = await readCataloguePage('catalogueConsole.trainers', listTrainersForConsole);
  return (
    <CataloguePage
      member={member}
      tab={pages.staffTrainers}
      title={t('title')}
      lead={t('lead')}
      add={{ href: pages.staffNewTrainer.path, label: t('newTrainer') }}
    >
      <StaffTable
        caption={t('caption')}
        rows={trainers}
        rowKey={(trainer) => trainer.id}
        columns={[
          {
            label: t('trainer'),
            cell: (trainer) => <PageLink href={staffTrainerPath(trainer.id)}>{trainer.trainerName}</PageLink>,
          },
          { label: t('courses'), cell: (trainer) => formatCount(trainer.courses, locale) },
        ]}
      />
    </CataloguePage>
  );
}
