import { describe, expect, it } from 'vitest';
import type { ContentDocument } from './document';
import { applyPerspective, parseNdjson, queryDocuments } from './embedded';

const docs: ContentDocument[] = [
  { _id: 'aboutPage', _type: 'aboutPage', title: 'About Us' },
  { _id: 'drafts.aboutPage', _type: 'aboutPage', title: 'About Us (draft)' },
  { _id: 'drafts.testimonial-new', _type: 'testimonial', authorName: 'New' },
  { _id: 'versions.r1.aboutPage', _type: 'aboutPage', title: 'Release copy' },
  { _id: 'testimonial-1', _type: 'testimonial', authorName: 'Asha' },
];

describe('applyPerspective', () => {
  it('reads published documents only, without drafts or release versions', () => {
    expect(applyPerspective(docs, false).map((d) => d._id)).toEqual(['aboutPage', 'testimonial-1']);
  });

  it('in drafts puts each draft in place of its published document, under the published id', () => {
    const view = applyPerspective(docs, true);
    expect(view.map((d) => d._id).sort()).toEqual(['aboutPage', 'testimonial-1', 'testimonial-new']);
    expect(view.find((d) => d._id === 'aboutPage')).toMatchObject({
      title: 'About Us (draft)',
      _originalId: 'drafts.aboutPage',
    });
    expect(view.find((d) => d._id === 'testimonial-new')).toMatchObject({
      authorName: 'New',
      _originalId: 'drafts.testimonial-new',
    });
  });
});

describe('queryDocuments', () => {
  it('evaluates GROQ with parameters and follows references', async () => {
    const dataset: ContentDocument[] = [
      { _id: 'home', _type: 'homePage', list: [{ _type: 'reference', _key: 'a', _ref: 't1' }] },
      { _id: 't1', _type: 'testimonial', authorName: 'Asha' },
    ];
    const result = await queryDocuments(dataset, '*[_id == $id][0]{ "names": list[]->authorName }', { id: 'home' });
    expect(result).toEqual({ names: ['Asha'] });
  });

  it('binds parameters on every call, not once per query text', async () => {
    const query = '*[_id == $id][0]._id';
    expect(await queryDocuments(docs, query, { id: 'aboutPage' })).toBe('aboutPage');
    expect(await queryDocuments(docs, query, { id: 'testimonial-1' })).toBe('testimonial-1');
  });
});

describe('parseNdjson', () => {
  it('reads one document a line and skips blank lines', () => {
    expect(parseNdjson('{"_id":"a","_type":"t"}\n\n{"_id":"b","_type":"t"}\n')).toHaveLength(2);
  });

  it('names the line of a document without _id or _type', () => {
    expect(() => parseNdjson('{"_id":"a","_type":"t"}\n{"_type":"t"}', 'content.ndjson')).toThrow('content.ndjson:2');
  });
});
