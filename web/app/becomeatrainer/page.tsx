import { PageShell } from '@/components/ui/page-shell';

// Placeholder while the form is built (issue 10).
export default function BecomeTrainerPage() {
  return <PageShell title="Become A Trainer">{null}</PageShell>;
}
