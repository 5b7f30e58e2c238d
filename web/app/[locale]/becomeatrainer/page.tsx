import type { Metadata } from 'next';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageShell } from '@/components/ui/page-shell';
import { pages } from '@/lib/routes/pages';
import { loadCourseOptions } from '../../_lib/course-options';
import { pageMetadata } from '../../_lib/metadata';
import { TrainerApplicationForm } from './_components/trainer-application-form';

// Blocking on purpose: the form arrives with its course list in the first HTML.
export const instant = false;

export const generateMetadata = (): Promise<Metadata> => pageMetadata({
  title: 'Become a Trainer',
  description: 'Teach with the academy: tell us about your experience, the courses you can teach and the hours you have free.',
  path: pages.becomeTrainer.path,
});

export default async function BecomeTrainerPage() {
  return (
    <PageShell
      title="Become a Trainer"
      lead="Share your skills with learners across India. Tell us about yourself and the courses you can teach."
      narrow
    >
      <WithMessages namespaces={['trainerForm', 'formSelect']} said={['validation']}><TrainerApplicationForm courses={await loadCourseOptions()} /></WithMessages>
    </PageShell>
  );
}
