import { describe, expect, it } from 'vitest';
import { createSubmissionKeys } from './submission-key';

describe('createSubmissionKeys', () => {
  it('keeps the key while the same content is sent again, and renews it for new content or once settled', () => {
    const keys = createSubmissionKeys();
    const first = keys.keyFor('{"name":"Asha"}');
    expect(first).toMatch(/^[\x21-\x7e]{16,255}$/);
    expect(keys.keyFor('{"name":"Asha"}')).toBe(first);
    const edited = keys.keyFor('{"name":"Asha Rao"}');
    expect(edited).not.toBe(first);
    keys.settle();
    expect(keys.keyFor('{"name":"Asha Rao"}')).not.toBe(edited);
  });
});
