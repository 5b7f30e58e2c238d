import type { FirstTouch } from '@/lib/db/schema';

/**
 * Where a learner first came from (issue 54): the `first_touch` cookie, set by the proxy on the first page a visitor
 * opens with something to remember (UTM parameters or a referring site), and read back when they send a form. It is
 * the site's own cookie and says nothing of the person: campaign words, the referring page without its query, and
 * the path they landed on without its query.
 */
export const FIRST_TOUCH_COOKIE = 'first_touch';
export const FIRST_TOUCH_DAYS = 90;

/** A field's longest kept value: a campaign name, not a page of text. */
const FIELD_MAX = 120;

const FIELDS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  referrer: 'ref',
  landing: 'landing',
  at: 'at',
} as const satisfies Record<keyof FirstTouch, string>;

type Field = keyof FirstTouch;
const fieldNames = Object.keys(FIELDS) as Field[];

/** Printable words only: no control characters, trimmed and cut to FIELD_MAX. */
const tidy = (value: string | null | undefined) =>
  (value ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, FIELD_MAX);

/** A page address as kept: origin and path for another site's page, path alone for ours; '' when it is not one. */
function pageWithoutQuery(address: string, pathOnly: boolean): string {
  try {
    const url = new URL(address, 'https://site.invalid');
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
    return tidy(pathOnly ? url.pathname : `${url.origin}${url.pathname}`);
  } catch {
    return '';
  }
}

/**
 * The first touch of a page request, or null when it has nothing to remember: no UTM parameter and no referrer from
 * another site (a typed address, a bookmark, a link inside the site). Such a visit is 'direct' until one that does.
 */
export function firstTouchOf(page: URL, referer: string | null, siteHost: string, at: Date): FirstTouch | null {
  const utm = (name: string) => tidy(page.searchParams.get(name));
  let referrer = '';
  if (referer) {
    const from = pageWithoutQuery(referer, false);
    if (from && new URL(from).host !== siteHost) referrer = from;
  }
  const touch: FirstTouch = {
    utmSource: utm('utm_source'),
    utmMedium: utm('utm_medium'),
    utmCampaign: utm('utm_campaign'),
    utmTerm: utm('utm_term'),
    utmContent: utm('utm_content'),
    referrer,
    landing: pageWithoutQuery(page.pathname, true),
    at: at.toISOString(),
  };
  return touch.utmSource || touch.utmMedium || touch.utmCampaign || touch.referrer ? touch : null;
}

/** The cookie's value: the fields as a query string (short names, blanks left out). */
export function firstTouchCookieValue(touch: FirstTouch): string {
  const params = new URLSearchParams();
  for (const field of fieldNames) if (touch[field]) params.set(FIELDS[field], touch[field]);
  return params.toString();
}

/** A cookie's value read back as a first touch; null for a missing or made-up one (nothing in it to keep). */
export function readFirstTouchCookie(value: string | undefined): FirstTouch | null {
  if (!value || value.length > 2000) return null;
  const params = new URLSearchParams(value);
  const touch = Object.fromEntries(fieldNames.map((field) => [field, tidy(params.get(FIELDS[field]))])) as FirstTouch;
  touch.referrer = touch.referrer && pageWithoutQuery(touch.referrer, false);
  touch.landing = touch.landing && pageWithoutQuery(touch.landing, true);
  touch.at = Number.isNaN(Date.parse(touch.at)) ? '' : new Date(touch.at).toISOString();
  return touch.utmSource || touch.utmMedium || touch.utmCampaign || touch.referrer ? touch : null;
}

/**
 * A lead's source, what the dashboard and the CSV group by: the UTM source, else the referring site's host (without
 * www.), else 'direct'. Lowercased, so "Instagram" and "instagram" are one source.
 */
export function sourceOf(touch: FirstTouch | null): string {
  if (touch?.utmSource) return touch.utmSource.toLowerCase();
  if (touch?.referrer) return new URL(touch.referrer).host.replace(/^www\./, '').toLowerCase();
  return 'direct';
}

/** The source with its campaign and medium, as the lead page and the CSV show it: "instagram / diwali (social)". */
export function sourceWords(source: string, touch: FirstTouch | null): string {
  if (!source) return '';
  const campaign = touch?.utmCampaign ? ` / ${touch.utmCampaign}` : '';
  const medium = touch?.utmMedium ? ` (${touch.utmMedium})` : '';
  return `${source}${campaign}${medium}`;
}
