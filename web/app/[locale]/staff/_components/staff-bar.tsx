import Link from 'next/link';
import type { StaffMember } from '@/lib/staff/sessions';
import { pages } from '@/lib/routes/pages';
import styles from '../staff.module.css';
import { SignOutButton } from './sign-out-button';

/** The console's top line on every signed-in page: who is signed in, the console's pages, Sign out. */
export function StaffBar({ member }: { member: StaffMember }) {
  return (
    <div className={styles.bar}>
      <p className={styles.who}>
        Signed in as <strong>{member.email}</strong> ({member.role})
      </p>
      <nav aria-label="Staff console" className={styles.nav}>
        <Link href={pages.staffHome.path}>{pages.staffHome.label}</Link>
        <Link href={pages.staffCourses.path}>Catalogue</Link>
        <Link href={pages.staffTeam.path}>{pages.staffTeam.label}</Link>
        <Link href={pages.staffSearches.path}>{pages.staffSearches.label}</Link>
        {member.role === 'admin' && <Link href={pages.staffMail.path}>{pages.staffMail.label}</Link>}
        <SignOutButton />
      </nav>
    </div>
  );
}
