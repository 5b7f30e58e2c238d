/** The SQLSTATE a statement failed with, as pg and PGlite report it, wrapped by Drizzle or not. */
export const errorCode = (error: unknown): string | undefined => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  if (typeof code === 'string') return code;
  return typeof cause?.code === 'string' ? cause.code : undefined;
};

/** Whether a statement failed on a unique index (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown): boolean => errorCode(error) === '23505';
