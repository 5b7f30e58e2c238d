import { inject } from 'vitest';

export type ApiAnswer = { status: number; headers: Headers; body: any; text: string };

/** Calls a running server over real HTTP; `body` is the parsed JSON when the answer is JSON, else the text. */
export async function callApi(baseUrl: string, path: string, init?: RequestInit): Promise<ApiAnswer> {
  const response = await fetch(baseUrl + path, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, headers: response.headers, body: body as any, text };
}

/** Calls the shared app under test (started by the global setup). */
export const api = (path: string, init?: RequestInit) => callApi(inject('baseUrl'), path, init);
