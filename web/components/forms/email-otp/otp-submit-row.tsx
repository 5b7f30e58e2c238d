'use client';

import type { ComponentProps } from 'react';
import { SubmitRow } from '../submit-row';
import type { EmailOtp } from './use-email-otp';

type Props = Omit<ComponentProps<typeof SubmitRow>, 'heldBack'> & {
  otp: Pick<EmailOtp, 'verified'>;
  /** Why the button waits: the email's code is not verified yet. */
  heldBack: string;
};

/** The submit row of a form whose action needs the email's code: held back, saying why, until the code is verified. */
export function OtpSubmitRow({ otp, heldBack, ...row }: Props) {
  return <SubmitRow {...row} heldBack={!otp.verified && heldBack} />;
}
