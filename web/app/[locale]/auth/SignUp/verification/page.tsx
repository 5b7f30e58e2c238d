import type { Metadata } from 'next';
import { PageShell } from '@/components/ui/page-shell';
import { pageMetadata } from '../../../../_lib/metadata';
import styles from './verification.module.css';

export const generateMetadata = (): Promise<Metadata> => pageMetadata({
  title: 'Verify Your Account', description: 'Enter the codes sent to your e-mail and phone.', path: '/auth/SignUp/verification', index: false,
});

/**
 * Spec section 2: an unfinished static form with two fields (email OTP, contact OTP) and no behaviour. It has no
 * action and its button does not submit, so nothing is sent anywhere; sign-up verifies e-mail on its own screen.
 */
export default function VerificationPage() {
  return (
    <PageShell narrow title="Verify your account" lead="Enter the one-time codes we sent to your e-mail and your phone.">
      <form className={styles.form} aria-label="Account verification">
        <div className={styles.field}>
          <label htmlFor="email-otp">Email OTP</label>
          <input id="email-otp" name="emailOtp" inputMode="numeric" maxLength={6} autoComplete="one-time-code" placeholder="6-digit code" />
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-otp">Contact OTP</label>
          <input id="contact-otp" name="contactOtp" inputMode="numeric" maxLength={6} autoComplete="one-time-code" placeholder="6-digit code" />
        </div>
        <button type="button" className={styles.button}>Verify</button>
      </form>
    </PageShell>
  );
}
