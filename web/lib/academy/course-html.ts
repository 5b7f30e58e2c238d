import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * The course's "what you learn" HTML (textWhatToLearn) as the page may show it: headings, lists, emphasis and
 * links kept; scripts, event handlers, inline styles, classes, iframes and `javascript:` URLs removed; links open
 * safely and pass no ranking. Runs on the server, so sanitize-html never reaches the browser bundle.
 */
export function sanitizeCourseHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'br',
      'hr',
      'ul',
      'ol',
      'li',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'a',
      'blockquote',
      'code',
      'pre',
      'span',
      'sub',
      'sup',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    // rel is always the transform's own (below), never the author's.
    allowedAttributes: { a: ['href', 'title', 'rel'], th: ['scope'], td: ['colspan', 'rowspan'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    // The page's own <h1> and section <h2> sit above: a course's h1 becomes a sub-heading.
    transformTags: {
      h1: 'h3',
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener nofollow' } }),
    },
    // Content of dropped dangerous elements goes too, not only their tags.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  });
}
