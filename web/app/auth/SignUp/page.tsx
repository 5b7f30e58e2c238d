import { PageShell } from '@/components/ui/page-shell';

// Placeholder while the form is built (issue 10).
export default function SignUpPage() {
  return <PageShell title="Sign up">{null}</PageShell>;
}
