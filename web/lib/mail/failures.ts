/** What went wrong, for the outbox's `error` column (the console shows it to admins). */
export const describeFailure = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** The same for the server log, which keeps no learner's data: an SMTP refusal may quote the address. */
export const loggedFailure = (error: unknown) => describeFailure(error).replace(/[^\s<>"']+@[^\s<>"']+/g, '[address]');
