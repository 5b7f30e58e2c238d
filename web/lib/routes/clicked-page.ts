import { splitLocalePath } from '@/lib/i18n/locales';
import { PAGE_SHAPES, shapePattern } from './served-paths';

/** A page a click was made on: a page by its path or shape, or a catalogue page whose category and course must exist. */
export type ClickedPage = { page: string } | { page: string; category: string; course?: string };

/** The shapes of the pages whose address holds something of its own (a token, an id): counted by their shape. */
const SHAPED = PAGE_SHAPES.filter((shape) => shape.includes('[') && !shape.startsWith('/course/')).map(
  (shape) => [shape, shapePattern(shape)] as const,
);

/**
 * The page of the site an address is (issue 54's WhatsApp clicks), or null for one no page serves: the path without
 * the language, the query and a last slash; a catalogue page with its category and course, for the caller to check
 * they exist; another page with a part of its own by its shape ('/demo/[token]'). The console has no chat button.
 */
export function clickedPage(address: string): ClickedPage | null {
  const { path } = splitLocalePath(address.replace(/[?#].*$/, ''));
  const page = path.length > 1 ? path.replace(/\/$/, '') : path;
  if (/^\/staff(\/|$)/i.test(page)) return null;
  const catalogue = /^\/course\/([^/]+)(?:\/([^/]+)(\/thankyou)?)?$/.exec(page);
  if (catalogue) return { page, category: catalogue[1]!, ...(catalogue[2] ? { course: catalogue[2] } : {}) };
  const shaped = SHAPED.find(([, pattern]) => pattern.test(page));
  if (shaped) return { page: shaped[0] };
  return PAGE_SHAPES.includes(page) ? { page } : null;
}
