import { redirect } from 'next/navigation';
import { pages } from '@/lib/routes/pages';
import { requireStaffPage } from './_lib/current-staff';

// The console's home. Until the leads inbox lands (issue 28, part two) it is the team.
export default async function StaffHome() {
  await requireStaffPage();
  redirect(pages.staffTeam.path);
}
