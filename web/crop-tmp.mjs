import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [, , src, out, x, y, w, h, scale] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/lib/chromium/chromium-headless-shell',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({
  viewport: { width: Number(w), height: Number(h) },
  deviceScaleFactor: Number(scale ?? 1),
});
const b64 = readFileSync(src).toString('base64');
await page.setContent(
  `<body style="margin:0"><img src="data:image/png;base64,${b64}" style="position:absolute;left:-${x}px;top:-${y}px"></body>`,
);
await page.screenshot({ path: out });
await browser.close();
