'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { postJson } from '@/lib/browser/academy-api';
import { createPassSupply } from '@/lib/browser/client-pass';
import { PASS_HEADER } from '@/lib/contract/work-proof';
import type { OtpPurpose } from '@/lib/db/code-purposes';
import { useCountdown } from './use-countdown';

/** After a code is sent, another waits this long: mail takes a moment, and a second click should not spend a send. */
export const RESEND_COOLDOWN_SECONDS = 30;

export type OtpStage = 'idle' | 'sent' | 'verified';
/** A success in the page's language; an error as the server said it (the fields show it through useSaid). */
export type OtpNote = { tone: 'error' | 'success'; text: string };

/** `token`: the grant the verify answered with, which the form's action sends as `verificationToken` (issue 50). */
type State = { email: string | null; stage: OtpStage; note: OtpNote | null; token?: string };
const IDLE: State = { email: null, stage: 'idle', note: null };

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * The email verification both Sign up and Forgot password start with (spec section 4), and the account page's email
 * change and erasure: send a code (POST /api/otp/send), check it (POST /api/otp/verify). Everything is tied to the
 * email it was done for, so editing the email puts the stage back to the start without an effect; editing it back
 * restores it. `purpose`: the one action the code opens; the verify's grant is `token`, for that action's body.
 */
export function useEmailOtp(currentEmail: string, purpose: OtpPurpose) {
  const [state, setState] = useState<State>(IDLE);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const inFlight = useRef(false);
  // The client pass the server counts sends by (lib/browser/client-pass.ts), earned while the form is filled in.
  const passes = useRef(createPassSupply());
  useEffect(() => passes.current.prepare(), []);
  const { secondsLeft, start: startCooldown } = useCountdown();
  const t = useTranslations('emailOtp');

  const mine = state.email !== null && state.email === normalise(currentEmail ?? '');
  const shown = mine ? state : IDLE;

  const run = useCallback(async (kind: 'send' | 'verify', work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(kind);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  }, []);

  const send = useCallback(
    (email: string) =>
      run('send', async () => {
        const pass = await passes.current.take();
        const result = await postJson<{ message?: string }>(
          '/api/otp/send',
          { email, purpose },
          pass ? { [PASS_HEADER]: pass } : {},
        );
        if (result.ok) {
          setState({ email, stage: 'sent', note: { tone: 'success', text: t('codeSent', { email }) } });
          startCooldown(RESEND_COOLDOWN_SECONDS);
          return;
        }
        // A stage already reached for this email stays; the note says why nothing new was sent.
        setState((prev) => ({
          email,
          stage: prev.email === email ? prev.stage : 'idle',
          note: { tone: 'error', text: result.message },
        }));
        if (result.kind === 'rate-limited') startCooldown(result.retryAfterSeconds ?? 60);
      }),
    [run, startCooldown, t, purpose],
  );

  const verify = useCallback(
    (email: string, otpCode: number) =>
      run('verify', async () => {
        const result = await postJson<{ verificationToken?: string }>('/api/otp/verify', { email, otpCode, purpose });
        if (result.ok) setState({ email, stage: 'verified', note: null, token: result.body?.verificationToken });
        else setState((prev) => ({ ...prev, note: { tone: 'error', text: result.message } }));
      }),
    [run, purpose],
  );

  /** Back to the start (Change email, or the server no longer holds a verification for this email). */
  const reset = useCallback(() => {
    setState(IDLE);
    startCooldown(0);
  }, [startCooldown]);

  return {
    stage: shown.stage,
    note: shown.note,
    verified: shown.stage === 'verified',
    /** The grant to send as `verificationToken` with the action, once verified. */
    token: shown.stage === 'verified' ? shown.token : undefined,
    /** Seconds until another code may be asked for this email. */
    waitSeconds: mine ? secondsLeft : 0,
    sending: busy === 'send',
    verifying: busy === 'verify',
    send,
    verify,
    reset,
  };
}

export type EmailOtp = ReturnType<typeof useEmailOtp>;

/**
 * The refusal handler of a form sent after its email was verified: a 403 means the server no longer holds a
 * verification for the email (spent, or older than 10 minutes), so the OTP step starts again; the server's words
 * still show as the submit error.
 */
export function useStaleOtpRefusal(otp: Pick<EmailOtp, 'reset'>) {
  const resetOtp = otp.reset;
  return useCallback(
    (refusal: { status: number }) => {
      if (refusal.status === 403) resetOtp();
      return false;
    },
    [resetOtp],
  );
}
