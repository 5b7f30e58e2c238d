import 'server-only';
// next-sanity's createClient: the Sanity client version next-sanity is built and tested with.
import { createClient, type ClientConfig, type QueryParams, type SanityClient, type StegaConfig } from 'next-sanity';
import { env } from '../env';
import { apiVersion, contentSource, type ContentSource } from './config';
import { fetchEmbedded } from './embedded';

/** What typegen registered for a query string (sanity.types.ts); unknown for unregistered queries. */
export type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : unknown;

export type FetchOptions = {
  /** Read unpublished changes; against Sanity this needs the read token, without which it reads published. */
  drafts?: boolean;
  /** Called when Sanity could not answer and older or embedded content was served instead. */
  onFallback?: (error: unknown) => void;
};

export type ContentFetch = <const Q extends string>(
  query: Q,
  params?: QueryParams,
  options?: FetchOptions,
) => Promise<QueryResult<Q>>;

// A page waits at most this long for the CMS before it falls back, instead of the client's minutes.
const requestTimeoutMs = 8_000;

// Values that become addresses or identifiers, not visible text: invisible marks would break them.
const UNMARKED_FIELDS = new Set([
  'email',
  'phone',
  'slug',
  'featuredCourseSlugs',
  'kind',
  'lastUpdated',
  'searchPlaceholder',
]);

/**
 * Drafts read for the Studio's Presentation tool carry stega marks: each text says, invisibly, which document and
 * field it came from, so the click-to-edit overlays (components/content/draft-visual-editing.tsx) can open it.
 * Visitors' reads never have them.
 */
export const draftStega = (studioUrl: string | undefined): StegaConfig => ({
  enabled: Boolean(studioUrl),
  studioUrl,
  filter: (props) =>
    !props.sourcePath.some((segment) => typeof segment === 'string' && UNMARKED_FIELDS.has(segment)) &&
    props.filterDefault(props),
});

/**
 * Runs GROQ against Sanity when it is configured and against the embedded dataset otherwise. When Sanity
 * fails (down, unreachable, timing out), the answer is the last good result this process saw for the same
 * read, or else the embedded dataset's: pages never fail because the CMS does.
 */
export function createContentFetch(
  source: ContentSource,
  clientConfig: Partial<ClientConfig> = {},
  studioUrl?: string,
): ContentFetch {
  if (source.kind === 'embedded') {
    return async (query, params = {}, { drafts = false } = {}) => (await fetchEmbedded(query, params, drafts)) as never;
  }
  let client: SanityClient | undefined;
  const lastGood = new Map<string, unknown>();
  return async (query, params = {}, { drafts = false, onFallback } = {}) => {
    client ??= createClient({
      projectId: source.projectId,
      dataset: source.dataset,
      apiVersion,
      useCdn: true,
      perspective: 'published',
      timeout: requestTimeoutMs,
      maxRetries: 1,
      ...clientConfig,
    });
    const readDrafts = drafts && Boolean(source.readToken);
    const reader = readDrafts
      ? client.withConfig({
          token: source.readToken,
          useCdn: false,
          perspective: 'drafts',
          stega: draftStega(studioUrl),
        })
      : client;
    const key = JSON.stringify([readDrafts, query, params]);
    try {
      const result = await reader.fetch(query, params);
      lastGood.set(key, result);
      return result as never;
    } catch (error) {
      onFallback?.(error);
      const reason = error instanceof Error ? error.message : String(error);
      if (lastGood.has(key)) {
        console.warn(`[content] Sanity failed (${reason}); serving the last good result`);
        return lastGood.get(key) as never;
      }
      console.error(`[content] Sanity failed (${reason}); serving the embedded dataset`);
      return (await fetchEmbedded(query, params, readDrafts)) as never;
    }
  };
}

/** The site's reads, from the source the environment configures. */
export const contentFetch: ContentFetch = createContentFetch(
  contentSource,
  env.SANITY_API_HOST ? { apiHost: env.SANITY_API_HOST, useProjectHostname: false } : {},
  env.SANITY_STUDIO_ORIGIN,
);
