import type { Page } from '@playwright/test';

/** The widths every page is checked at: the narrowest phone we support up to a wide desktop. */
export const checkedWidths = [320, 360, 375, 414, 768, 1024, 1280, 1440] as const;

export type BrokenWord = { word: string; text: string; element: string };

/**
 * Every word on the page that the browser has split across two lines, read from its rendered line boxes: a word is
 * a run of letters and digits inside one text node, and it is broken when its range's boxes start on different
 * lines. Breaks at spaces, hyphens, slashes and the dots of an address are between words and allowed.
 */
export function brokenWords(page: Page): Promise<BrokenWord[]> {
  return page.evaluate(() => {
    const found: { word: string; text: string; element: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      for (const match of node.data.matchAll(/[\p{L}\p{N}\p{M}'’]{2,}/gu)) {
        const start = match.index ?? 0;
        range.setStart(node, start);
        range.setEnd(node, start + match[0].length);
        const boxes = Array.from(range.getClientRects()).filter((box) => box.width > 0 && box.height > 0);
        if (boxes.length < 2) continue;
        const firstLineBottom = boxes[0]!.bottom;
        if (boxes.some((box) => box.top >= firstLineBottom - 1)) {
          found.push({
            word: match[0],
            text: node.data.trim().slice(0, 80),
            element:
              parent.tagName.toLowerCase() + (parent.className ? `.${String(parent.className).split(' ')[0]}` : ''),
          });
        }
      }
    }
    return found;
  });
}

/** How far the page is wider than the window (a sideways scroll), in CSS pixels; 0 when it fits. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/**
 * Lays the open page out at every checked width in turn (a resize, not a new load) and lists what is wrong at
 * each: broken words and sideways scroll, one line per problem (empty when none). The window gets its size back.
 */
export async function lineBreakProblems(page: Page): Promise<string[]> {
  const before = page.viewportSize();
  const problems: string[] = [];
  for (const width of checkedWidths) {
    await page.setViewportSize({ width, height: 800 });
    // A resize lays the page out again on the next frame.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    for (const broken of await brokenWords(page)) {
      problems.push(`${width} px: '${broken.word}' in <${broken.element}> "${broken.text}"`);
    }
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) problems.push(`${width} px: the page is ${overflow} px wider than the window`);
  }
  if (before) await page.setViewportSize(before);
  return problems;
}
