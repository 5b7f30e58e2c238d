import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { evaluate, parse, type ExprNode } from 'groq-js';
import { webRoot } from '@/lib/web-root';
import type { ContentDocument } from './document';
import { resolveImportAssets } from './import-assets';

/** studio/seed: the embedded dataset (*.ndjson) and the image files its asset documents point at. */
export const seedDir = () => path.join(webRoot(), '..', 'studio', 'seed');

const draftPrefix = 'drafts.';

/**
 * groq-js has no perspectives, so they are applied to the documents before querying. Published drops
 * drafts and release versions; drafts puts each draft in place of its published document under the
 * published id, with _originalId naming the draft, as the Content Lake's "drafts" perspective does.
 */
export function applyPerspective(documents: ContentDocument[], drafts: boolean): ContentDocument[] {
  const published = documents.filter((doc) => !doc._id.startsWith(draftPrefix) && !doc._id.startsWith('versions.'));
  if (!drafts) return published;
  const overlay = new Map(
    documents
      .filter((doc) => doc._id.startsWith(draftPrefix))
      .map((doc) => {
        const id = doc._id.slice(draftPrefix.length);
        return [id, { ...doc, _id: id, _originalId: doc._id }] as const;
      }),
  );
  const merged = published.map((doc) => overlay.get(doc._id) ?? doc);
  const unpublished = [...overlay.values()].filter((doc) => !published.some((p) => p._id === doc._id));
  return [...merged, ...unpublished];
}

export function parseNdjson(text: string, source = 'ndjson'): ContentDocument[] {
  return text
    .split('\n')
    .map((line, index) => [line.trim(), index + 1] as const)
    .filter(([line]) => line !== '')
    .map(([line, lineNumber]) => {
      const doc = JSON.parse(line) as Partial<ContentDocument>;
      if (typeof doc._id !== 'string' || typeof doc._type !== 'string') {
        throw new Error(`${source}:${lineNumber}: a document needs a string _id and _type`);
      }
      return doc as ContentDocument;
    });
}

/** The seed's documents, with its images turned into asset documents and references as an import makes them. */
export async function readDataset(dir: string): Promise<ContentDocument[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.ndjson')).sort();
  const parts = await Promise.all(
    files.map(async (name) => parseNdjson(await readFile(path.join(dir, name), 'utf8'), name)),
  );
  return resolveImportAssets(parts.flat());
}

const parsedQueries = new Map<string, ExprNode>();

export async function queryDocuments(
  documents: ContentDocument[],
  query: string,
  params: Record<string, unknown> = {},
) {
  let tree = parsedQueries.get(query);
  if (!tree) {
    tree = parse(query);
    parsedQueries.set(query, tree);
  }
  const result = await evaluate(tree, { dataset: documents, params });
  return result.get();
}

type Views = { published: ContentDocument[]; drafts: ContentDocument[] };
let views: Promise<Views> | undefined;

/** The seed is read once per process; a new deploy (or a dev restart) picks up edits to it. */
function loadViews(): Promise<Views> {
  views ??= readDataset(seedDir())
    .then((documents) => ({ published: applyPerspective(documents, false), drafts: applyPerspective(documents, true) }))
    .catch((error: unknown) => {
      views = undefined;
      throw error;
    });
  return views;
}

export async function fetchEmbedded(query: string, params: Record<string, unknown>, drafts: boolean) {
  const loaded = await loadViews();
  return queryDocuments(drafts ? loaded.drafts : loaded.published, query, params);
}
