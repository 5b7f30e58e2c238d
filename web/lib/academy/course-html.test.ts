import { describe, expect, it } from 'vitest';
import { sanitizeCourseHtml } from './course-html';

describe('sanitizeCourseHtml', () => {
  it('keeps headings, lists, emphasis and links', () => {
    const html =
      '<h2>Syllabus</h2><ul><li><strong>Week 1</strong>: <em>chords</em></li></ul><p><a href="https://example.com/a">notes</a></p>';
    expect(sanitizeCourseHtml(html)).toBe(
      '<h2>Syllabus</h2><ul><li><strong>Week 1</strong>: <em>chords</em></li></ul><p><a href="https://example.com/a" rel="noopener nofollow">notes</a></p>',
    );
  });

  it('strips inline styles, classes and event handlers', () => {
    const out = sanitizeCourseHtml('<p style="color:red" class="x" onclick="alert(1)" onmouseover="steal()">Hi</p>');
    expect(out).toBe('<p>Hi</p>');
  });

  it('removes scripts, styles, iframes and their content', () => {
    const out = sanitizeCourseHtml(
      '<p>a</p><script>alert(document.cookie)</script><style>body{display:none}</style><iframe src="https://evil.example"></iframe><p>b</p>',
    );
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('drops javascript:, data: and protocol-relative URLs, in any spelling', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,<script>x</script>',
      '//evil.example/',
    ]) {
      const out = sanitizeCourseHtml(`<a href="${href}">x</a>`);
      expect(out).not.toMatch(/href=/);
      expect(out).toContain('>x</a>');
    }
  });

  it('overrides a rel or target the author set', () => {
    expect(sanitizeCourseHtml('<a href="https://example.com" rel="opener" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener nofollow">x</a>',
    );
  });

  it('turns an h1 into a sub-heading and drops unknown elements but keeps their text', () => {
    expect(sanitizeCourseHtml('<h1>Title</h1><marquee>moving</marquee><img src=x onerror="alert(1)">')).toBe(
      '<h3>Title</h3>moving',
    );
  });

  it('closes what the author left open', () => {
    expect(sanitizeCourseHtml('<ul><li>one<li>two')).toBe('<ul><li>one</li><li>two</li></ul>');
  });
});
