/**
 * A failure the API reports to its caller with a status code, a JSON `{error, ...extra}` body and, where the
 * status needs them, response headers (Retry-After on 429, WWW-Authenticate on 401).
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

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);
export const notFound = (message: string) => new HttpError(404, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new HttpError(409, message, extra);

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, {}, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export const unauthorized = (message = 'Please log in') =>
  new HttpError(401, message, {}, { 'WWW-Authenticate': 'Bearer' });
