/**
 * What the academy's rules refuse, in the domain's words. The domain says which kind of refusal it is; the HTTP edge
 * (asHttpError in lib/http/errors.ts) alone decides the status code and headers each kind is answered with, and GraphQL
 * (lib/graphql/errors.ts) its error code.
 */
export type DomainErrorKind =
  /** The input breaks a rule (a missing field, a wrong OTP, a malformed query parameter). */
  | 'invalid'
  /** Nobody is logged in, or the credentials are wrong. */
  | 'unauthenticated'
  /** The caller is known but may not do this (an unverified email). */
  | 'refused'
  /** No such course, trainer, batch or photo. */
  | 'not-found'
  /** It exists already (an account, an application for this email). */
  | 'conflict'
  /** An upload above its limit. */
  | 'too-large'
  /** An upload of a kind the academy does not keep. */
  | 'unsupported'
  /** Too many attempts: try again after `retryAfterSeconds`. */
  | 'limited'
  /** Something the academy relies on (the mail server) cannot do its part now. */
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** More for the caller, such as `fields`: the message of each field at fault. */
    readonly details: Record<string, unknown> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const isDomainError = (error: unknown, kind?: DomainErrorKind): error is DomainError =>
  error instanceof DomainError && (kind === undefined || error.kind === kind);

export const invalid = (message: string, details?: Record<string, unknown>) =>
  new DomainError('invalid', message, details);
export const notFound = (message: string) => new DomainError('not-found', message);
export const refused = (message: string) => new DomainError('refused', message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new DomainError('conflict', message, details);
export const unauthenticated = (message = 'Please log in') => new DomainError('unauthenticated', message);
export const limited = (message: string, retryAfterSeconds: number) =>
  new DomainError('limited', message, {}, retryAfterSeconds);
export const unavailable = (message: string) => new DomainError('unavailable', message);
