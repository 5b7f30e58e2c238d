/** Lighthouse 13's default (mobile) preset in Debian's Chromium, reduced to the figures the benches print. */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

/** First-load JS is every script Lighthouse saw requested during the load, from its network-requests audit. */
export type Script = { url: string; transferSize: number; resourceSize: number };
export type Sample = {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsTransfer: number;
  jsDecoded: number;
  scripts: Script[];
};

function sample(lhr: Result): Sample {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: (Script & { resourceType?: string })[] } | undefined)
      ?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const sum = (key: 'transferSize' | 'resourceSize') => scripts.reduce((total, s) => total + (s[key] ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsTransfer: sum('transferSize'),
    jsDecoded: sum('resourceSize'),
    scripts,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Runs Lighthouse `runs` times on each URL in one Chromium, alternating the URLs so any drift of the machine
 * spreads over all of them; returns the samples per URL in the given order.
 */
export async function lighthouseRuns(urls: string[], runs: number): Promise<Sample[][]> {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  // chrome-launcher reports a missing browser as an unhandled error event, which would leave the servers running.
  if (!existsSync(chromePath))
    throw new Error(
      `No Chromium at ${chromePath}: install it (apt-get install -y chromium), set CHROME_PATH, or skip Lighthouse`,
    );
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const samples: Sample[][] = urls.map(() => []);
  try {
    for (let i = 0; i < runs; i += 1) {
      for (const [index, url] of urls.entries()) {
        const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
        samples[index]!.push(sample(result.lhr));
      }
    }
  } finally {
    chrome.kill();
  }
  return samples;
}
