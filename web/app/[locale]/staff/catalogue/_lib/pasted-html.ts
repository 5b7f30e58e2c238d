/*
 * Clipboard HTML from Word and Google Docs, reduced to the plain structure the course page keeps. Plain string
 * processing (a small tag tokenizer, no DOM), so the same code runs in the editor and in the Node unit tests.
 */

/** Tags, comments and Word's `<![if ...]>` markers; everything between two matches is text. */
const TOKEN = /<!--[\s\S]*?-->|<!\[[^\]]*\]>|<\/?[a-zA-Z][\w:.-]*(?=[\s/>])(?:[^>"']|"[^"]*"|'[^']*')*>/g;
const TAG = /^<(\/?)([a-zA-Z][\w:.-]*)([\s\S]*?)(\/?)>$/;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
/** The only empty elements the page shows: not Word's <meta>/<link> head, nor pasted pictures. */
const KEPT_VOID = new Set(['br', 'hr']);
/** Elements whose content is not text of the document (o:p holds Word's empty-paragraph &nbsp;). */
const DROPPED_WITH_CONTENT = new Set(['head', 'title', 'style', 'script', 'xml', 'o:p', 'template', 'noscript']);
/** Wrappers that carry nothing once their styles are gone; their content stays. */
const UNWRAPPED = new Set(['html', 'body', 'font', 'span']);
/** The page keeps h2-h4 (the editor's levels): Word's Heading 1 becomes the top course sub-heading. */
const RENAMED: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4' };

const WORD_LIST_PARAGRAPH = /<p\b[^>]*\bmso-list:\s*l\d[^>]*>([\s\S]*?)<\/p>/gi;
/** Word's bullet or number before a list paragraph's text, in either of its conditional forms. */
const SUPPORT_LISTS = String.raw`<!\[if !supportLists\]>([\s\S]*?)<!\[endif\]>|<!--\[if !supportLists\]-->([\s\S]*?)<!--\[endif\]-->`;
const LEFTOVER_LIST_MARKERS = new RegExp(SUPPORT_LISTS, 'gi'); // outside list paragraphs (a numbered heading)
const LIST_MARKER = new RegExp(String.raw`${SUPPORT_LISTS}|<span\b[^>]*mso-list:\s*Ignore[^>]*>([^<]*)`, 'i');
const WORD_LIST_RUN = /<li data-word-list="(ul|ol)">[\s\S]*?<\/li>\s*(?:<li data-word-list="\1">[\s\S]*?<\/li>\s*)*/g;

type Rewrite = { open: string; close: string } | 'drop';
const UNWRAP: Rewrite = { open: '', close: '' };

/** Clipboard HTML without Word/Docs junk: no styles, classes, ids or comments; Docs' styled bold kept as <strong>. */
export function cleanPastedHtml(html: string): string {
  const listsMade = wordListsToLists(html)
    .replace(LEFTOVER_LIST_MARKERS, '')
    .replace(/<!--\[if[^\]]*\]>[\s\S]*?<!\[endif\]\s*-->/gi, '');
  return (
    rewriteTags(listsMade)
      .replace(/<p>(?:\s|&nbsp;|&#160;|<br\s*\/?>)*<\/p>/gi, '')
      // Docs puts a <br> between a list and the next block: the editor would make it an empty paragraph.
      .replace(/(<\/(?:p|ul|ol|h[2-4]|blockquote|table)>)\s*<br\s*\/?>/gi, '$1')
      .trim()
  );
}

/**
 * Word writes a list as paragraphs with `mso-list` in their style, each starting with its bullet or number as text.
 * Consecutive ones become one <ul> or <ol> (by the first marker); nesting levels are flattened.
 */
function wordListsToLists(html: string): string {
  const items = html.replace(WORD_LIST_PARAGRAPH, (_paragraph, content: string) => {
    const marker = LIST_MARKER.exec(content);
    const markerText = (marker?.[1] ?? marker?.[2] ?? marker?.[3] ?? '').replace(/<[^>]*>|&nbsp;|\s/g, '');
    const type = /^\(?[0-9a-z]{1,5}[.)]$/i.test(markerText) ? 'ol' : 'ul';
    // The span form of the marker is dropped with its content by rewriteTags (mso-list:Ignore).
    const text = marker && marker[3] === undefined ? content.replace(marker[0], '') : content;
    return `<li data-word-list="${type}">${text}</li>`;
  });
  return items.replace(WORD_LIST_RUN, (run, type: string) => `<${type}>${run}</${type}>`);
}

/** Walks the tags: drops or unwraps junk, keeps href/title on links and no other attribute anywhere. */
function rewriteTags(html: string): string {
  const closers = new Map<string, string[]>(); // per tag name, what each open element's end tag becomes
  let skipping: { name: string; depth: number } | null = null;
  let out = '';
  let last = 0;
  for (const token of html.matchAll(TOKEN)) {
    if (!skipping) out += html.slice(last, token.index);
    last = token.index + token[0].length;
    const tag = TAG.exec(token[0]);
    if (!tag) continue; // a comment or a leftover <![endif]>
    const [, slash, rawName = '', attributeSource = '', selfClosing] = tag;
    const name = rawName.toLowerCase();
    const isVoid = VOID.has(name) || selfClosing === '/';
    if (skipping) {
      if (name === skipping.name && !isVoid) skipping.depth += slash ? -1 : 1;
      if (skipping.depth === 0) skipping = null;
      continue;
    }
    if (slash) {
      out += closers.get(name)?.pop() ?? ''; // a stray end tag is dropped
      continue;
    }
    if (isVoid) {
      out += KEPT_VOID.has(name) ? `<${name}>` : '';
      continue;
    }
    const inLink = (closers.get('a')?.length ?? 0) > 0;
    const rewrite = rewriteElement(name, attributesOf(attributeSource), inLink);
    if (rewrite === 'drop') {
      skipping = { name, depth: 1 };
      continue;
    }
    out += rewrite.open;
    closers.set(name, [...(closers.get(name) ?? []), rewrite.close]);
  }
  return skipping ? out : out + html.slice(last);
}

/** What one opening tag becomes, and its end tag with it. */
function rewriteElement(name: string, attributes: Map<string, string>, inLink: boolean): Rewrite {
  const style = styleOf(attributes);
  if (DROPPED_WITH_CONTENT.has(name) || style.get('mso-list') === 'ignore') return 'drop';
  // Docs wraps the whole paste in <b style="font-weight:normal" id="docs-internal-guid-...">.
  if (attributes.get('id')?.startsWith('docs-internal-guid')) return UNWRAP;
  if (name === 'span') return marksOf(style, inLink);
  if (UNWRAPPED.has(name) || name.includes(':')) return UNWRAP;
  if ((name === 'b' || name === 'strong') && !isBold(style.get('font-weight') ?? 'bold')) return UNWRAP;
  if ((name === 'i' || name === 'em') && style.get('font-style') === 'normal') return UNWRAP;
  if (name === 'a') return linkOf(attributes);
  const renamed = RENAMED[name] ?? name;
  return { open: `<${renamed}>`, close: `</${renamed}>` };
}

/** Docs marks emphasis with a span's style, not a tag: the style becomes tags before styles go. */
function marksOf(style: Map<string, string>, inLink: boolean): Rewrite {
  const decoration = style.get('text-decoration') ?? style.get('text-decoration-line') ?? '';
  const tags = [
    isBold(style.get('font-weight') ?? '') && 'strong',
    /^(italic|oblique)/.test(style.get('font-style') ?? '') && 'em',
    // Docs underlines every link's text: that is the link's look, not an underline the author chose.
    !inLink && decoration.includes('underline') && 'u',
    decoration.includes('line-through') && 's',
  ].filter((tag) => tag !== false);
  return {
    open: tags.map((tag) => `<${tag}>`).join(''),
    close: [...tags]
      .reverse()
      .map((tag) => `</${tag}>`)
      .join(''),
  };
}

function linkOf(attributes: Map<string, string>): Rewrite {
  const href = attributes.get('href');
  if (!href) return UNWRAP; // Word's bookmarks: <a name="_Toc...">
  const title = attributes.get('title');
  const quoted = (value: string) => `"${value.replace(/"/g, '&quot;')}"`;
  return { open: `<a href=${quoted(href)}${title ? ` title=${quoted(title)}` : ''}>`, close: '</a>' };
}

const isBold = (weight: string) => /^(bold|bolder|[6-9]00)$/.test(weight);

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', double, single, bare] of source.matchAll(ATTRIBUTE)) {
    attributes.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  }
  return attributes;
}

/** A style attribute's declarations by property (Docs writes font names as &quot;Arial&quot;). */
function styleOf(attributes: Map<string, string>): Map<string, string> {
  const style = new Map<string, string>();
  for (const declaration of (attributes.get('style') ?? '').replace(/&quot;/g, '"').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0)
      style.set(
        declaration.slice(0, colon).trim().toLowerCase(),
        declaration
          .slice(colon + 1)
          .trim()
          .toLowerCase(),
      );
  }
  return style;
}
