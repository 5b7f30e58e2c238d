import { describe, expect, it } from 'vitest';
import { breadcrumbListJsonLd, itemListJsonLd, scriptJson } from './json-ld';
import { absoluteUrl } from './metadata';

describe('scriptJson', () => {
  it('cannot close the script element', () => {
    expect(scriptJson({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers the steps from 1 and gives every step but the page itself its absolute address', () => {
    const ld = breadcrumbListJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Courses', path: '/course' },
      { name: 'Arts', path: '/course/arts' },
    ]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/') },
      { '@type': 'ListItem', position: 2, name: 'Courses', item: absoluteUrl('/course') },
      { '@type': 'ListItem', position: 3, name: 'Arts' },
    ]);
  });
});

describe('itemListJsonLd', () => {
  it('lists only the position and address of each page, carrying on from `first`', () => {
    expect(itemListJsonLd(['/course/arts/a', '/course/arts/b'], 51).itemListElement).toEqual([
      { '@type': 'ListItem', position: 51, url: absoluteUrl('/course/arts/a') },
      { '@type': 'ListItem', position: 52, url: absoluteUrl('/course/arts/b') },
    ]);
  });
});
