/** Whether a statement failed on a unique index (SQLSTATE 23505), as pg and PGlite report it, wrapped by Drizzle or not. */
export const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code === '23505' || cause?.code === '23505';
};
