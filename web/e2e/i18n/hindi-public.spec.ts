import { expect, test } from '@playwright/test';
import { hindiCategoryNames } from '../../lib/db/seed/hindi';
import { hydrated } from '../support/csp';

// Issue 33: the public pages in Hindi, their links staying under /hi (English is e2e/home, e2e/catalogue, e2e/pages).
const grid = (page: import('@playwright/test').Page) => page.getByTestId('course-grid').filter({ visible: true });

test('the Hindi home page: its counts, cards and links in Hindi, every link under /hi', async ({ page }) => {
  await page.goto('/hi');
  await expect(page).toHaveTitle(/^सबके लिए शिक्षा \| /);
  const hero = page.getByRole('search');
  await expect(hero.getByRole('combobox', { name: 'कोर्स खोजें' })).toHaveAttribute('name', 'search');
  await expect(hero.getByRole('button', { name: 'खोजें' })).toBeVisible();
  await expect(hero).toHaveAttribute('action', '/hi/course');
  await expect(page.getByRole('listitem').filter({ hasText: 'श्रेणियाँ' }).first()).toHaveText('7 श्रेणियाँ');
  await expect(page.getByRole('listitem').filter({ hasText: /^50\+ कोर्स$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'सभी कोर्स', exact: true })).toHaveAttribute('href', '/hi/course');
  // The categories by their Hindi names (the demo catalogue gives each one), linking to their English addresses.
  await expect(
    page.getByRole('main').getByRole('link', { name: hindiCategoryNames['Dance and Music'], exact: true }),
  ).toHaveAttribute('href', '/hi/course/dance-and-music');
  // The footer's category links too (the seed's Hindi labels, issue 33).
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: hindiCategoryNames['Dance and Music'], exact: true }),
  ).toHaveAttribute('href', '/hi/course/dance-and-music');
  await expect(page.getByRole('link', { name: 'सभी कोर्स देखें' })).toHaveAttribute('href', '/hi/course');
  const card = grid(page).getByRole('article').first();
  await expect(card.getByRole('link', { name: 'और जानें' })).toHaveAttribute(
    'href',
    /^\/hi\/course\/[a-z-]+\/[a-z0-9+-]+$/,
  );
  await expect(card.getByRole('paragraph').nth(1)).toHaveText(
    /^★ 5 में से \d(\.\d)? रेटिंग \(\d+ रेटिंग\)$|^अभी कोई रेटिंग नहीं$/,
  );
  await expect(page.getByRole('link', { name: 'WhatsApp पर चैट करें', exact: true })).toHaveAttribute(
    'href',
    /text=%E0%A4%A8%E0%A4%AE/,
  );
});

test('the Hindi catalogue: sidebar, filters, count, pages and search stay in Hindi and under /hi', async ({ page }) => {
  await page.goto('/hi/course');
  await hydrated(page);
  await expect(page).toHaveTitle(/^सभी कोर्स \| /);
  const sidebar = page.getByRole('navigation', { name: 'कोर्स की श्रेणियाँ' });
  await expect(sidebar.getByRole('link').first()).toHaveText('सभी कोर्स');
  await expect(sidebar.getByRole('link', { name: hindiCategoryNames.Technology })).toHaveAttribute(
    'href',
    '/hi/course?category=technology',
  );
  await expect(page.getByText(/^\d+ कोर्स, 2 में से पेज 1$/).filter({ visible: true })).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'पेज' });
  await expect(pages.getByRole('link', { name: 'अगला' })).toHaveAttribute('href', '/hi/course?page=2');
  const panel = page.getByRole('form', { name: 'कोर्स फ़िल्टर करें और क्रम बदलें' });
  await expect(panel).toHaveAttribute('action', '/hi/course');
  await panel.getByText('फ़िल्टर', { exact: true }).click();
  await panel.getByRole('checkbox', { name: /^प्रति माह \(\d+\)$/ }).check();
  await expect(page).toHaveURL(/\/hi\/course\?fee=Month$/);
  await expect(panel.getByText('1 लागू')).toBeVisible();
  await expect(page.getByRole('link', { name: 'सभी फ़िल्टर हटाएँ' })).toHaveAttribute('href', '/hi/course');
  await sidebar.getByRole('link', { name: hindiCategoryNames.Technology }).click();
  await expect(page).toHaveURL(/\/hi\/course\?category=technology&fee=Month$/);
  await page.getByRole('combobox', { name: 'कोर्स खोजें' }).fill('meditashun');
  await expect(page.getByText('“meditashun” के लिए कोई कोर्स नहीं मिला').filter({ visible: true })).toBeVisible();
});

test('a near miss offers its "did you mean" in Hindi, leading to the Hindi catalogue', async ({ page }) => {
  await page.goto('/hi/course?search=meditashun');
  await expect(page.getByText('“meditashun” के लिए कोई कोर्स नहीं मिला')).toBeVisible();
  await expect(page.getByText('क्या आपका मतलब meditation था?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'meditation' })).toHaveAttribute('href', '/hi/course?search=meditation');
});

test('policy, about and thank-you pages in Hindi', async ({ page }) => {
  await page.goto('/hi/PrivacyPolicy');
  await expect(page).toHaveTitle(/^गोपनीयता नीति \| /);
  await expect(page.getByText('अंतिम अपडेट: 1 जून 2024')).toBeVisible();
  await page.goto('/hi/about');
  await expect(page.getByRole('heading', { name: 'हमारा विज़न' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'हमारी टीम' })).toBeVisible();
  await page.goto('/hi/contactus/thankyou');
  await expect(page.getByRole('heading', { level: 1, name: 'धन्यवाद!' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('img')).toHaveAttribute('alt', 'धन्यवाद! हमें आपका विवरण मिल गया है।');
  await expect(page.getByRole('main').getByRole('link', { name: 'कोर्स देखें' })).toHaveAttribute('href', '/hi/course');
  await page.goto('/hi/becomeatrainer/thankyou');
  await expect(page.getByRole('main').getByRole('link', { name: 'होम पर लौटें' })).toHaveAttribute('href', '/hi');
});
