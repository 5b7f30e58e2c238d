import { expect, test } from '@playwright/test';

// Issue 52: the switcher's link is right in the server's HTML, so a tap before the script has loaded, or with no
// script at all, opens the same page in the other language, its query kept; stored pages (a search) included.
test.use({ javaScriptEnabled: false });

const PAGES = [
  { english: '/course/dance-and-music/guitar', heading: /Guitar/ },
  { english: '/course/dance-and-music', heading: /नृत्य और संगीत/ },
  { english: '/course?search=guitar', heading: /कोर्स/ },
];

const escaped = (address: string) => address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('without JavaScript, the switcher opens the same page in Hindi and back, query kept', async ({ page }) => {
  for (const { english, heading } of PAGES) {
    await page.goto(english);
    await page.getByRole('contentinfo').getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(new RegExp(`${escaped(`/hi${english}`)}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    if (english.includes('search=')) await expect(page.getByRole('search').getByRole('combobox')).toHaveValue('guitar');

    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`${escaped(english)}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  }
});
