import { expect, test } from '../support/test';

type LegalPage = { path: string; h1: string; dated: boolean; figures: readonly string[] };

/** Every figure the legal and info pages state, on the page where an owner would look for it. */
const legalPages: readonly LegalPage[] = [
  {
    path: '/privacy',
    h1: 'Privacy Policy',
    dated: true,
    figures: [
      'at least 18 years old',
      'within 72 hours',
      'AES-256',
      'hand over your data within 30 days',
      'never sell',
      'the time you unsubscribed, and nothing else',
      'for accounting and tax',
    ],
  },
  {
    path: '/terms',
    h1: 'Terms of Service',
    dated: true,
    figures: [
      '2% of monthly rent collected',
      'refund request within 30 days',
      'within 5 to 10 business days',
      '30 days notice',
      'hand over your data within 30 days',
      'fees you paid us in the 12 months before',
      '99.9% uptime',
      'at least 18 years old',
      'laws of the State of Texas',
      'arbitration in Austin, Texas',
    ],
  },
  {
    path: '/cookies',
    h1: 'Cookie Policy',
    dated: true,
    figures: ['Essential', 'Required', 'Optional', '2 years', 'Session', 'Chat: 1 year', 'experience analysis: 1 year'],
  },
  {
    path: '/security',
    h1: 'Security at DoorKeep',
    dated: false,
    figures: [
      'SOC 2 Type II certified',
      'GDPR and CCPA compliant',
      'ISO 27001 in progress',
      'AES-256',
      'within 72 hours',
      'answer security reports within 24 hours',
      '99.9% uptime',
    ],
  },
];

for (const legal of legalPages) {
  test.describe(legal.path, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(legal.path);
    });

    test('shows its heading, date and every figure that belongs on it', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.h1);
      const dateLine = page.getByText('Last updated November 29, 2026', { exact: true });
      if (legal.dated) await expect(dateLine).toBeVisible();
      else await expect(dateLine).toHaveCount(0);
      const article = page.getByRole('main');
      for (const figure of legal.figures) {
        await expect(article, `${legal.path} mentions "${figure}"`).toContainText(figure);
      }
    });

    test('table of contents links jump to their sections', async ({ page }) => {
      const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
      await expect(links.first()).toBeVisible();
      const entries = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          href: anchor.getAttribute('href') ?? '',
          label: (anchor.textContent ?? '').replace(/^\d+\.\s*/, ''),
          target: document.getElementById((anchor.getAttribute('href') ?? '').slice(1))?.querySelector('h2')?.textContent ?? null,
        })),
      );
      expect(entries.length).toBeGreaterThan(5);
      for (const entry of entries) {
        expect(entry.href).toMatch(/^#[a-z][a-z0-9-]*$/);
        expect(entry.target, `${entry.href} leads to its section`).toContain(entry.label);
      }
      // Jump to the last, a middle and the first section: each click must bring its section into view.
      for (const index of [entries.length - 1, Math.floor(entries.length / 2), 0]) {
        const { href } = entries[index];
        await links.nth(index).click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await expect(page.locator(href).getByRole('heading', { level: 2 })).toBeInViewport();
      }
    });
  });
}

test('the cookie table lists four types with whether each is required and how long it is kept', async ({ page }) => {
  await page.goto('/cookies');
  const table = page.getByRole('table', { name: /Cookie types/ });
  await expect(table.getByRole('columnheader')).toHaveText(['Type', 'Required or optional', 'What it does', 'Retention']);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(4);
  const expected = [
    ['Essential', 'Required', 'Session, or until you sign out'],
    ['Analytics', 'Optional', '2 years'],
    ['Payment', 'Optional', 'Session'],
    ['Chat and experience', 'Optional', 'Chat: 1 year; experience analysis: 1 year'],
  ];
  for (const [index, [type, status, retention]] of expected.entries()) {
    const row = rows.nth(index);
    await expect(row.getByRole('rowheader')).toHaveText(type);
    await expect(row.getByRole('cell').first()).toHaveText(status);
    await expect(row.getByRole('cell').last()).toHaveText(retention);
  }
});

test('the security page gives a responsible disclosure contact', async ({ page }) => {
  await page.goto('/security');
  const disclosure = page.locator('#responsible-disclosure');
  await expect(disclosure.getByRole('heading', { level: 2 })).toContainText('Responsible disclosure');
  await expect(disclosure.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+\?subject=Security%20report$/);
});

test('the privacy policy and the terms send an account holder to their account settings', async ({ page }) => {
  for (const path of ['/privacy', '/terms']) {
    await page.goto(path);
    const links = page.getByRole('main').getByRole('link', { name: 'your account settings' });
    await expect(links.first(), path).toHaveAttribute('href', '/account');
  }
});
