import { clearSession, sessionAuthHeader } from './stored-session';

/**
 * The one way the browser calls the academy API under /api (spec sections 6 and 7): every request carries the
 * stored session's bearer token, and a 401 from /api/user/me (the token is dead: logged out elsewhere, password
 * reset, expired) clears the stored session so the page shows the learner as logged out.
 */
export async function apiFetch(path: `/api/${string}`, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(sessionAuthHeader())) if (!headers.has(name)) headers.set(name, value);
  const response = await fetch(path, { ...init, headers });
  if (response.status === 401 && path === '/api/user/me') clearSession();
  return response;
}

/** How a submission ended, in the terms the forms show it. Never a thrown error. */
export type ApiResult<T = unknown> =
  | { ok: true; status: number; body: T }
  | { ok: false; kind: 'invalid'; status: 400; message: string; fields: Record<string, string> }
  | { ok: false; kind: 'rate-limited'; status: 429; message: string; retryAfterSeconds: number | null }
  | { ok: false; kind: 'rejected' | 'server' | 'network'; status: number; message: string; body: ErrorBody };

/** The API's error bodies: `error` always, `message` from the trainer application, `fields` on a 400. */
export type ErrorBody = { error?: string; message?: string; fields?: Record<string, string> };

const NETWORK_MESSAGE = 'We could not reach the server. Check your connection and try again.';
const SERVER_MESSAGE = 'Something went wrong on our side and your details were not sent. Please try again.';
const RATE_LIMITED = 'Too many requests. Please try again later.';

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** Seconds from a Retry-After header (delta-seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A wait in its largest whole unit, rounded up and never under a second: 45 seconds, 2 minutes (for 61 s), 1 hour. */
export function waitInUnits(seconds: number): { unit: 'second' | 'minute' | 'hour'; count: number } {
  if (seconds < 60) return { unit: 'second', count: Math.max(1, Math.ceil(seconds)) };
  if (seconds < 3600) return { unit: 'minute', count: Math.ceil(seconds / 60) };
  return { unit: 'hour', count: Math.ceil(seconds / 3600) };
}

/** 'in 45 seconds', 'in 15 minutes', 'in 1 hour': how long until a refused request may be tried again. */
export function waitPhrase(seconds: number): string {
  const { unit, count } = waitInUnits(seconds);
  return `in ${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** Reads an answer into an ApiResult: 2xx bodies as they are, failures by status. */
export async function toResult<T>(response: Response): Promise<ApiResult<T>> {
  const body = await readBody(response);
  if (response.ok) return { ok: true, status: response.status, body: body as T };
  const error = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  console.error(`[api] ${response.url}: HTTP ${response.status}`, error.error);
  if (response.status === 429) {
    const wait = retryAfterSeconds(response.headers.get('retry-after'));
    // The server's words, with its 'Please try again later.' made exact when it said how long.
    const said = error.error ?? RATE_LIMITED;
    const message =
      wait === null
        ? said
        : `${said.replace(/\s*Please try again later\.?$/, '')} Please try again ${waitPhrase(wait)}.`;
    return { ok: false, kind: 'rate-limited', status: 429, message, retryAfterSeconds: wait };
  }
  if (response.status === 400 && error.fields && typeof error.fields === 'object') {
    return {
      ok: false,
      kind: 'invalid',
      status: 400,
      message: error.error ?? 'Please check the highlighted fields.',
      fields: error.fields,
    };
  }
  if (response.status >= 500)
    return { ok: false, kind: 'server', status: response.status, message: SERVER_MESSAGE, body: error };
  return {
    ok: false,
    kind: 'rejected',
    status: response.status,
    message: error.error ?? error.message ?? SERVER_MESSAGE,
    body: error,
  };
}

/**
 * Sends `init` to `path` and reads the answer; a failed connection is a 'network' result, not a throw. `send`: the
 * academy API with the learner's session, or plain fetch (the staff console, which a learner token never opens).
 */
async function request<T = unknown>(
  path: `/api/${string}`,
  init: RequestInit = {},
  send: typeof apiFetch = apiFetch,
): Promise<ApiResult<T>> {
  try {
    return await toResult<T>(await send(path, init));
  } catch (error) {
    console.error(`[api] ${init.method ?? 'GET'} ${path} failed`, error);
    return { ok: false, kind: 'network', status: 0, message: NETWORK_MESSAGE, body: {} };
  }
}

const jsonInit = (method: string, body: unknown, headers: Record<string, string>): RequestInit => ({
  method,
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** POSTs `body` as JSON, with `headers` (an Idempotency-Key: ./submission-key.ts). */
export const postJson = <T = unknown>(path: `/api/${string}`, body: unknown, headers: Record<string, string> = {}) =>
  request<T>(path, jsonInit('POST', body, headers));

/** The learner's changes to what is theirs (issue 30): a PATCH or DELETE with the session's bearer token. */
export const patchJson = <T = unknown>(path: `/api/${string}`, body: unknown, headers: Record<string, string> = {}) =>
  request<T>(path, jsonInit('PATCH', body, headers));
export const deleteJson = <T = unknown>(
  path: `/api/${string}`,
  body: unknown = {},
  headers: Record<string, string> = {},
) => request<T>(path, jsonInit('DELETE', body, headers));

/** A GET with the learner's session, read as an ApiResult. */
export const getJson = <T = unknown>(path: `/api/${string}`, init: RequestInit = {}) => request<T>(path, init);

/** The staff console's POSTs: same-origin, its httpOnly cookie, never the learner's bearer token. */
export const postStaffJson = <T = unknown>(
  path: `/api/${string}`,
  body: unknown,
  headers: Record<string, string> = {},
) => request<T>(path, jsonInit('POST', body, headers), (p, init) => fetch(p, init));

/** The staff console's reads: same-origin, its cookie, never the learner's bearer token. */
export const getStaffJson = <T = unknown>(path: `/api/${string}`) => request<T>(path, {}, (p, init) => fetch(p, init));

/** The staff console's PATCHes (a member's role or status). */
export const patchStaffJson = <T = unknown>(path: `/api/${string}`, body: unknown) =>
  request<T>(path, jsonInit('PATCH', body, {}), (p, init) => fetch(p, init));

/** The catalogue editor's saves (a whole category, course or trainer). */
export const putStaffJson = <T = unknown>(path: `/api/${string}`, body: unknown) =>
  request<T>(path, jsonInit('PUT', body, {}), (p, init) => fetch(p, init));

/** The console's uploads (an image, a CSV file) as multipart: same-origin, its cookie, never a learner token. */
export const postStaffForm = <T = unknown>(path: `/api/${string}`, body: FormData) =>
  request<T>(path, { method: 'POST', body }, (p, init) => fetch(p, init));

/** The console's deletions (an empty category). */
export const deleteStaff = <T = unknown>(path: `/api/${string}`) =>
  request<T>(path, { method: 'DELETE' }, (p, init) => fetch(p, init));
