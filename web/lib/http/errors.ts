import { DomainError, type DomainErrorKind } from '@/lib/academy/errors';

/**
 * A failure the API reports to its caller with a status code, a JSON `{error, ...extra}` body and, where the
 * status needs them, response headers. The HTTP edge's own refusals (a body that is too large or not JSON) are
 * made here; the academy's refusals are DomainErrors, answered through `asHttpError`.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The one place where each kind of domain refusal gets its status code. */
const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  refused: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unsupported: 415,
  limited: 429,
  unavailable: 503,
};

function headersOf(error: DomainError): Record<string, string> {
  if (error.kind === 'unauthenticated') return { 'WWW-Authenticate': 'Bearer' };
  if (error.kind === 'limited') return { 'Retry-After': String(Math.max(1, Math.ceil(error.retryAfterSeconds ?? 1))) };
  if (error.kind === 'unavailable' && error.retryAfterSeconds)
    return { 'Retry-After': String(Math.ceil(error.retryAfterSeconds)) };
  return {};
}

/** A known refusal as the HTTP answer it gets; undefined for anything unexpected. */
export function asHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError)
    return new HttpError(STATUS[error.kind], error.message, error.details, headersOf(error));
  return undefined;
}
