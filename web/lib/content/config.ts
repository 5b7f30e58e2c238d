import 'server-only';
import { env } from '../env';

/** The Content Lake API version the queries are written against. */
export const apiVersion = '2025-09-01';

export type ContentSource =
  | { kind: 'sanity'; projectId: string; dataset: string; readToken: string | undefined }
  | { kind: 'embedded' };

export function resolveContentSource(vars: {
  NEXT_PUBLIC_SANITY_PROJECT_ID?: string;
  NEXT_PUBLIC_SANITY_DATASET?: string;
  SANITY_API_READ_TOKEN?: string;
}): ContentSource {
  const { NEXT_PUBLIC_SANITY_PROJECT_ID: projectId, NEXT_PUBLIC_SANITY_DATASET: dataset } = vars;
  if (!projectId && !dataset) return { kind: 'embedded' };
  // Half a configuration would silently serve the embedded seed in production: refuse it at start instead.
  if (!projectId || !dataset) {
    throw new Error(
      'Invalid configuration: set both NEXT_PUBLIC_SANITY_PROJECT_ID and NEXT_PUBLIC_SANITY_DATASET, or neither',
    );
  }
  return { kind: 'sanity', projectId, dataset, readToken: vars.SANITY_API_READ_TOKEN };
}

export const contentSource = resolveContentSource(env);
