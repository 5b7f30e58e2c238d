import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkHrefPattern, policyDocumentIds, policyKinds, singletons } from 'schemas/constants';
import type { ContentDocument } from './document';
import { parseNdjson, readDataset, seedDir } from './embedded';
import { policyPageKinds } from './reshape';

// The embedded dataset must also import cleanly into a real Sanity project (`sanity dataset import studio/seed`
// or npm run content:import): one NDJSON file, images as _sanityAsset file names beside it, unique ids,
// resolvable references, _key on every object in an array, image files named by their hash and size.

let docs: ContentDocument[];
beforeAll(async () => {
  docs = await readDataset(seedDir());
});

function* walk(value: unknown, at: string): Generator<[unknown, string]> {
  yield [value, at];
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* walk(item, `${at}[${i}]`);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* walk(v, `${at}.${k}`);
}

describe('the embedded dataset', () => {
  it('has unique ids, and drafts only of documents it also publishes, for trying preview', () => {
    const ids = docs.map((d) => d._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.startsWith('versions.'))).toEqual([]);
    const drafts = docs.filter((d) => d._id.startsWith('drafts.'));
    expect(drafts.map((d) => d._id)).toEqual(['drafts.homePage']);
    for (const draft of drafts) {
      expect(docs.find((d) => d._id === draft._id.slice('drafts.'.length))?._type).toBe(draft._type);
    }
  });

  it('holds every fixed document under the id the Studio opens', () => {
    const byId = new Map(docs.map((d) => [d._id, d]));
    for (const [type, id] of Object.entries(singletons)) expect(byId.get(id)?._type).toBe(type);
    for (const [kind, id] of Object.entries(policyDocumentIds))
      expect(byId.get(id)).toMatchObject({ _type: 'policyPage', kind });
    expect([...policyPageKinds].sort()).toEqual([...policyKinds].sort());
  });

  it('gives Refund the privacy text by reference, not as a copy', () => {
    const refund = docs.find((d) => d._id === policyDocumentIds.refund)!;
    expect(refund.bodyFrom).toEqual({ _type: 'reference', _ref: policyDocumentIds.privacy });
    expect(refund).not.toHaveProperty('body');
  });

  it('lists a team of at least six teamMember documents across roles on the About page', () => {
    const about = docs.find((d) => d._id === singletons.aboutPage)!;
    const refs = (about.team as { _ref: string }[]).map((r) => r._ref);
    const members = refs.map((ref) => docs.find((d) => d._id === ref)!);
    expect(members.length).toBeGreaterThanOrEqual(6);
    expect(members.every((m) => m._type === 'teamMember')).toBe(true);
    expect(new Set(members.map((m) => m.role)).size).toBeGreaterThanOrEqual(3);
  });

  it('resolves every reference', () => {
    const ids = new Set(docs.map((d) => d._id));
    const dangling = docs.flatMap((doc) =>
      [...walk(doc, doc._id)].flatMap(([v, at]) =>
        v && typeof v === 'object' && '_ref' in v && !ids.has(String(v._ref)) ? [at] : [],
      ),
    );
    expect(dangling).toEqual([]);
  });

  it('keys every object in an array, as the Studio needs to edit them', () => {
    const unkeyed = docs.flatMap((doc) =>
      [...walk(doc, doc._id)].flatMap(([v, at]) =>
        Array.isArray(v)
          ? v.flatMap((item, i) => (item && typeof item === 'object' && !('_key' in item) ? [`${at}[${i}]`] : []))
          : [],
      ),
    );
    expect(unkeyed).toEqual([]);
  });

  it('is in the import format: one NDJSON file whose images are _sanityAsset file names, without asset documents', () => {
    const files = readdirSync(seedDir()).filter((name) => name.endsWith('.ndjson'));
    expect(files).toEqual(['content.ndjson']);
    const raw = parseNdjson(readFileSync(path.join(seedDir(), 'content.ndjson'), 'utf8'));
    expect(raw.filter((d) => d._type.startsWith('sanity.'))).toEqual([]);
    const sources = raw.flatMap((doc) =>
      [...walk(doc, doc._id)].flatMap(([v]) =>
        v && typeof v === 'object' && '_sanityAsset' in v ? [String(v._sanityAsset)] : [],
      ),
    );
    expect(sources.length).toBeGreaterThan(10);
    for (const source of sources) expect(source).toMatch(/^image@file:\/\/\.\/images\/[0-9a-f]{40}-\d+x\d+\.svg$/);
    // The importer uploads every file in images/, referenced or not: keep no strays there.
    expect(new Set(sources.map((s) => s.replace('image@file://./images/', '')))).toEqual(
      new Set(readdirSync(path.join(seedDir(), 'images'))),
    );
  });

  it('has an image file for every asset, named by its content hash and size', () => {
    const assets = docs.filter((d) => d._type === 'sanity.imageAsset');
    expect(assets.length).toBe(readdirSync(path.join(seedDir(), 'images')).length);
    for (const asset of assets) {
      const file = path.basename(String(asset.path));
      const bytes = readFileSync(path.join(seedDir(), 'images', file));
      const { width, height } = (asset.metadata as { dimensions: { width: number; height: number } }).dimensions;
      expect(createHash('sha1').update(bytes).digest('hex')).toBe(asset.sha1hash);
      expect(file).toBe(`${asset.sha1hash}-${width}x${height}.${asset.extension}`);
      expect(asset._id).toBe(`image-${asset.sha1hash}-${width}x${height}-${asset.extension}`);
      expect(asset.url).toBe(`/content-assets/${file}`);
      // The size in the name is the size the Content Lake will measure: for SVG, the root's width and height.
      if (asset.extension === 'svg') {
        const svgSize = /^<svg\b[^>]*\bwidth="(\d+)"[^>]*\bheight="(\d+)"/.exec(bytes.toString('utf8'));
        expect(svgSize && [Number(svgSize[1]), Number(svgSize[2])], file).toEqual([width, height]);
      }
    }
  });

  it('carries Hindi for the home page, About and its team, the testimonials, the privacy policy and the footer, and leaves the rest in English', () => {
    const translated = docs
      .filter((d) => 'hindi' in d)
      .map((d) => d._id)
      .sort();
    expect(translated).toEqual(
      [
        'aboutPage',
        'cataloguePage',
        'drafts.homePage',
        'homePage',
        'policy-privacy',
        'policy-refund',
        'policy-terms',
        'siteSettings',
        ...docs.filter((d) => d._type === 'teamMember').map((d) => d._id),
        // Issue 52: what learners said, in Hindi on the Hindi home page.
        ...docs.filter((d) => d._type === 'testimonial').map((d) => d._id),
      ].sort(),
    );
    // Refund takes the privacy text, in Hindi too: only its own title and search text are translated. Terms has a
    // Hindi title over its English text.
    expect(Object.keys(docs.find((d) => d._id === policyDocumentIds.refund)!.hindi as object).sort()).toEqual([
      'seo',
      'title',
    ]);
    expect(docs.find((d) => d._id === policyDocumentIds.terms)!.hindi).toEqual({ title: 'नियम और शर्तें' });
  });

  it('writes each Hindi text under the name of the English field it translates, in Devanagari', () => {
    const devanagari = /[\u0900-\u097F]/;
    const problems: string[] = [];
    const compare = (hindi: unknown, english: unknown, at: string) => {
      if (english === undefined) return problems.push(`${at}: no English field of that name`);
      if (typeof hindi === 'string') {
        if (typeof english !== 'string') problems.push(`${at}: English is not text`);
        else if (!devanagari.test(hindi)) problems.push(`${at}: not Hindi`);
      } else if (Array.isArray(hindi)) {
        if (!Array.isArray(english)) return problems.push(`${at}: English is not rich text`);
        for (const [i, block] of (hindi as { children: { text: string }[] }[]).entries()) {
          if (!devanagari.test(block.children.map((c) => c.text).join(''))) problems.push(`${at}[${i}]: not Hindi`);
        }
      } else if (hindi && typeof hindi === 'object') {
        for (const [name, value] of Object.entries(hindi))
          compare(value, (english as Record<string, unknown>)?.[name], `${at}.${name}`);
      }
    };
    for (const doc of docs.filter((d) => 'hindi' in d)) {
      for (const [name, value] of Object.entries(doc.hindi as object))
        compare(value, doc[name], `${doc._id}.hindi.${name}`);
    }
    expect(problems).toEqual([]);
  });

  it('only links to site paths and http(s), mailto or tel addresses', () => {
    const hrefs = docs.flatMap((doc) =>
      [...walk(doc, doc._id)].flatMap(([v]) => (v && typeof v === 'object' && 'href' in v ? [String(v.href)] : [])),
    );
    expect(hrefs.length).toBeGreaterThan(10);
    expect(hrefs.filter((href) => !linkHrefPattern.test(href))).toEqual([]);
  });
});
