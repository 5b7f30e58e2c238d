'use client';

type Props = {
  /** What is asked ("Cancel this request?"). */
  question: string;
  /** The confirming button, and what it says while its request runs. */
  confirm: string;
  busyLabel: string;
  keep: string;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
  confirmClass?: string;
  keepClass?: string;
};

/**
 * The second step of an action asked once more before it is done (cancel a request, cancel a demo class): the
 * question, the confirming button (busy while its request runs) and the way back. The caller keeps the first button,
 * the group around them and the message after.
 */
export function ConfirmButtons({
  question,
  confirm,
  busyLabel,
  keep,
  busy,
  onConfirm,
  onKeep,
  confirmClass,
  keepClass,
}: Props) {
  return (
    <>
      <span>{question}</span>
      <button type="button" className={confirmClass} onClick={onConfirm} disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : confirm}
      </button>
      <button type="button" className={keepClass} onClick={onKeep} disabled={busy}>
        {keep}
      </button>
    </>
  );
}
