import type { ContentDocument } from './document';
import { imageMimeTypes } from './image-types';

// The seed is in the format `sanity dataset import` reads: an image field names its file as
// { "_sanityAsset": "image@file://./images/<sha1>-<w>x<h>.<ext>" }, and the importer uploads the file and puts a
// reference to the new asset document in its place. The embedded dataset does the same in memory, naming each
// asset as the Content Lake does (image-<sha1>-<w>x<h>-<ext>), so queries read `asset->url` either way.

const sanityAssetPattern = /^image@file:\/\/\.\/images\/(([0-9a-f]{40})-(\d+)x(\d+)\.([a-z]+))$/;

/** The asset document an import creates for this `_sanityAsset` value; null when the value is not an image file. */
export function importedImageAsset(value: string): ContentDocument | null {
  const match = sanityAssetPattern.exec(value);
  if (!match) return null;
  const [, file, sha1, width, height, extension] = match as unknown as [string, string, string, string, string, string];
  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    sha1hash: sha1,
    extension,
    mimeType: imageMimeTypes[extension] ?? 'application/octet-stream',
    originalFilename: file,
    path: `images/${file}`,
    // Served by app/content-assets/[file]/route.ts.
    url: `/content-assets/${file}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: Number(width),
        height: Number(height),
        aspectRatio: Number(width) / Number(height),
      },
    },
  };
}

/** Replaces every `_sanityAsset` with an asset reference and adds the asset documents, once each. */
export function resolveImportAssets(documents: ContentDocument[]): ContentDocument[] {
  const assets = new Map<string, ContentDocument>();
  const resolve = (value: unknown, at: string): unknown => {
    if (Array.isArray(value)) return value.map((item, i) => resolve(item, `${at}[${i}]`));
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([key, item]) => [key, resolve(item, `${at}.${key}`)] as const);
    const { _sanityAsset: source, ...rest } = Object.fromEntries(entries) as Record<string, unknown>;
    if (source === undefined) return rest;
    const asset = typeof source === 'string' ? importedImageAsset(source) : null;
    if (!asset)
      throw new Error(
        `${at}: _sanityAsset must be "image@file://./images/<sha1>-<w>x<h>.<ext>", not ${JSON.stringify(source)}`,
      );
    assets.set(asset._id, asset);
    return { ...rest, asset: { _type: 'reference', _ref: asset._id } };
  };
  const content = documents.map((doc) => resolve(doc, doc._id) as ContentDocument);
  return [...content, ...assets.values()];
}
