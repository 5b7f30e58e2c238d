import { expect } from 'vitest';
import type { ApiAnswer } from './http';

/** Checks a form's refusal: its status (400 unless said) and each field it names with its message, no more. */
export async function expectFieldErrors(
  answer: ApiAnswer | Promise<ApiAnswer>,
  fields: Record<string, string>,
  status = 400,
): Promise<ApiAnswer['body']> {
  const { status: got, body } = await answer;
  expect(got).toBe(status);
  expect(body.fields).toEqual(fields);
  return body;
}
