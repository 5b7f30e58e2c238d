import { PageShell } from '@/components/ui/page-shell';

// Placeholder while the form is built (issue 10).
export default function ForgotPasswordPage() {
  return <PageShell title="Forgot password">{null}</PageShell>;
}
