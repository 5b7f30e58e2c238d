import { PageShell } from '@/components/ui/page-shell';

// Placeholder while the form is built (issue 10).
export default function LoginPage() {
  return <PageShell title="Log in">{null}</PageShell>;
}
