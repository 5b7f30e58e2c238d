import { trainerSchema, type Trainer } from '@/lib/contract';
import { sessionAuthHeader } from '@/components/ui/use-stored-session';

// The course page's calls from the browser to the academy API under /api (spec section 7): the trainer demo's
// lookup and the three forms' posts. Answers are checked with the contract's schemas before the UI reads them.

export async function getTrainer(trainerId: number, signal?: AbortSignal): Promise<Trainer> {
  const response = await fetch(`/api/current/getTrainer/${trainerId}`, { headers: sessionAuthHeader(), signal });
  if (!response.ok) throw new Error(`GET trainer ${trainerId}: HTTP ${response.status}`);
  return trainerSchema.parse(await response.json());
}

/** How a submission ended, in the terms the forms show it. */
export type SubmitResult =
  | { ok: true }
  | { ok: false; kind: 'invalid'; message: string; fields: Record<string, string> }
  | { ok: false; kind: 'rate-limited' | 'rejected' | 'server' | 'network'; message: string };

const NETWORK = 'We could not reach the server. Check your connection and try again.';
const SERVER = 'Something went wrong on our side and your details were not sent. Please try again.';
const RATE_LIMITED = 'Too many requests. Please try again in a minute.';

async function errorBody(response: Response): Promise<{ error?: string; fields?: Record<string, string> }> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as { error?: string; fields?: Record<string, string> }) : {};
  } catch {
    return {};
  }
}

/** POSTs a form as JSON; never throws. */
export async function postForm(path: string, body: unknown): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sessionAuthHeader() },
      body: JSON.stringify(body),
    });
  } catch (error) {
    console.error(`[course page] POST ${path} failed`, error);
    return { ok: false, kind: 'network', message: NETWORK };
  }
  if (response.ok) return { ok: true };
  const { error, fields } = await errorBody(response);
  console.error(`[course page] POST ${path}: HTTP ${response.status}`, error);
  if (response.status === 429) return { ok: false, kind: 'rate-limited', message: RATE_LIMITED };
  if (response.status === 400 && fields && typeof fields === 'object') {
    return { ok: false, kind: 'invalid', message: error ?? 'Please check the highlighted fields.', fields };
  }
  if (response.status >= 500) return { ok: false, kind: 'server', message: SERVER };
  return { ok: false, kind: 'rejected', message: error ? `Your request was not accepted: ${error}` : SERVER };
}
