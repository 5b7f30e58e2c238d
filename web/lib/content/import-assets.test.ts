import { describe, expect, it } from 'vitest';
import { resolveImportAssets } from './import-assets';

const file = `${'ab'.repeat(20)}-240x120.svg`;

describe('resolveImportAssets', () => {
  it('turns _sanityAsset file names into asset references and one asset document per file, as an import does', () => {
    const docs = resolveImportAssets([
      {
        _id: 't1',
        _type: 'testimonial',
        authorImage: { _type: 'accessibleImage', alt: 'A', _sanityAsset: `image@file://./images/${file}` },
      },
      {
        _id: 't2',
        _type: 'testimonial',
        list: [{ _key: 'k', _type: 'accessibleImage', _sanityAsset: `image@file://./images/${file}` }],
      },
    ]);
    const id = `image-${'ab'.repeat(20)}-240x120-svg`;
    expect(docs[0]).toEqual({
      _id: 't1',
      _type: 'testimonial',
      authorImage: { _type: 'accessibleImage', alt: 'A', asset: { _type: 'reference', _ref: id } },
    });
    expect(docs[1]).toMatchObject({ list: [{ _key: 'k', asset: { _ref: id } }] });
    expect(docs.slice(2)).toEqual([
      expect.objectContaining({
        _id: id,
        _type: 'sanity.imageAsset',
        sha1hash: 'ab'.repeat(20),
        extension: 'svg',
        mimeType: 'image/svg+xml',
        path: `images/${file}`,
        url: `/content-assets/${file}`,
        metadata: expect.objectContaining({
          dimensions: expect.objectContaining({ width: 240, height: 120, aspectRatio: 2 }),
        }),
      }),
    ]);
  });

  it('refuses a _sanityAsset that is not an image file beside the dataset', () => {
    for (const source of [
      'image@https://example.com/a.svg',
      'file@file://./files/a.pdf',
      'image@file://./images/a.svg',
      42,
    ]) {
      expect(
        () => resolveImportAssets([{ _id: 'd', _type: 't', image: { _sanityAsset: source } }]),
        String(source),
      ).toThrow('d.image');
    }
  });
});
