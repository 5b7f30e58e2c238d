import { PageShell } from '@/components/ui/page-shell';

// Placeholder while the form is built (issue 10).
export default function ContactPage() {
  return <PageShell title="Contact Us">{null}</PageShell>;
}
