import { describe, expect, it } from 'vitest';
import { contentTags, tagsForDocumentType } from './tags';

describe('tagsForDocumentType', () => {
  it('maps each content type to its own tag', () => {
    expect(tagsForDocumentType('aboutPage')).toEqual([contentTags.aboutPage]);
    expect(tagsForDocumentType('testimonial')).toEqual([contentTags.testimonial]);
  });

  it('clears all content for assets, unknown types, missing types and names of object members', () => {
    for (const type of ['sanity.imageAsset', 'course', undefined, null, '', 'all', 'toString', '__proto__']) {
      expect(tagsForDocumentType(type)).toEqual([contentTags.all]);
    }
  });
});
