import { apiFetch } from './academy-api';

/**
 * Fetches a file the API gives only with the session's token (my data, an invoice) and has the browser save it
 * under the name the answer gives, else `fallbackName`. Answers whether it was saved.
 */
export async function saveDownload(path: `/api/${string}`, fallbackName: string): Promise<boolean> {
  const response = await apiFetch(path).catch(() => null);
  const blob = response?.ok ? await response.blob().catch(() => null) : null;
  if (!response || !blob) return false;
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
