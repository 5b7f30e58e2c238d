import { expect } from 'vitest';
import { api, type ApiAnswer } from './http';

/** The page at `path` on the shared server, held to its status and to the language its <html> declares. */
export async function pageIn(lang: 'en-IN' | 'hi-IN', path: string, status = 200): Promise<ApiAnswer> {
  const page = await api(path);
  expect(page.status, path).toBe(status);
  expect(page.text, path).toContain(`<html lang="${lang}"`);
  return page;
}
