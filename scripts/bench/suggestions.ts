/**
 * `npm run bench:suggestions`: how soon the search box's suggestions follow a keystroke (issue 31), measured in
 * Chromium on the production build that is there (it builds nothing). The home page's box is typed into at a quick
 * learner's pace; for each keystroke from the second letter on, the time from the key going down to the list in the
 * page answering the new text (the DOM updated; one paint frame more to the screen). Each query is typed twice: first
 * on a server that has not seen it (ranking and statement), then again in a new tab (the server's cached answer).
 *
 *   npm run bench:suggestions                      demo catalogue
 *   npm run bench:suggestions -- --large           the 10,000-course catalogue
 *   npm run bench:suggestions -- --targets postgres --large
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { loadOptions } from './lib/options';
import { percentile } from './lib/percentile';
import { requireBuild, startTarget, type TargetKind } from './lib/targets';

const { values } = parseArgs({ options: { targets: loadOptions.targets, large: loadOptions.large } });

/** What learners type: whole names, typos, romanisations, two words, Devanagari, a word the catalogue lacks. */
const QUERIES = [
  'guitaar',
  'bharatnatyam',
  'phython course',
  'data sceince',
  'watercolor',
  'ui ux',
  'mehndi',
  'karnatic music',
  'योग',
  'spoken english',
  'zzqx',
];
/** Milliseconds between keys: a quick typist (about 8 keys a second). */
const KEY_GAP_MS = 120;
const TARGET_MS = 100;

/** Types `query` into the home page's box and returns, per keystroke answered, milliseconds from keydown to the list answering. */
async function typeAndTime(browser: Browser, url: string, query: string): Promise<number[]> {
  const page = await browser.newPage();
  try {
    await page.goto(`${url}/`);
    const box = page.locator('#hero-search');
    await box.waitFor();
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('#hero-search')!;
      const list = document.getElementById(input.getAttribute('aria-controls')!)!;
      const state = { typedAt: 0, times: [] as number[] };
      (window as unknown as { __timing: typeof state }).__timing = state;
      input.addEventListener(
        'keydown',
        () => {
          state.typedAt = performance.now();
        },
        { capture: true },
      );
      new MutationObserver(() => {
        const wanted = input.value.trim().replace(/\s+/g, ' ').toLowerCase();
        if (state.typedAt && wanted.length >= 2 && list.dataset.answering === wanted) {
          state.times.push(performance.now() - state.typedAt);
          state.typedAt = 0;
        }
      }).observe(list, { attributes: true, attributeFilter: ['data-answering'], childList: true, subtree: true });
    });
    await box.click();
    await box.pressSequentially(query, { delay: KEY_GAP_MS });
    // The last key's answer may still be on its way.
    await page
      .waitForFunction(() => (window as unknown as { __timing: { typedAt: number } }).__timing.typedAt === 0, null, {
        timeout: 5000,
      })
      .catch(() => {});
    return await page.evaluate(() => (window as unknown as { __timing: { times: number[] } }).__timing.times);
  } finally {
    await page.close();
  }
}

function report(label: string, times: number[], keys: number) {
  const sorted = [...times].sort((a, b) => a - b);
  const within = times.filter((t) => t <= TARGET_MS).length;
  const figure = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? 'n/a' : `${n.toFixed(1)} ms`);
  console.log(
    `${label.padEnd(34)} keystrokes ${String(times.length).padStart(3)}/${keys}  min ${figure(sorted[0])}  median ${figure(percentile(sorted, 50))}` +
      `  p95 ${figure(percentile(sorted, 95))}  max ${figure(sorted.at(-1))}  within ${TARGET_MS} ms: ${within}/${times.length}`,
  );
}

async function main() {
  requireBuild();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const kind of values.targets.split(',') as TargetKind[]) {
      const target = await startTarget(kind, { large: values.large });
      try {
        // One page load first, so the server's first-request work (the index, the content) is not in a keystroke.
        await typeAndTime(browser, target.url, 'warm up');
        const keys = QUERIES.reduce((n, q) => n + [...q].length - 1, 0);
        const first: number[] = [];
        const again: number[] = [];
        for (const query of QUERIES) first.push(...(await typeAndTime(browser, target.url, query)));
        for (const query of QUERIES) again.push(...(await typeAndTime(browser, target.url, query)));
        console.log(
          `\n=== suggestions, ${kind}${values.large ? ', 10,000 courses' : ', demo catalogue'}: keydown to the list answering, ${QUERIES.length} queries, a key every ${KEY_GAP_MS} ms`,
        );
        report('first time (server computes)', first, keys);
        report('again (server cached)', again, keys);
      } finally {
        await target.stop();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
