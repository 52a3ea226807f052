import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/test';
import { routes } from '../support/routes';

// The default build sets no separate sign-up host, so every way in opens the reservation itself, in the same tab.
const reservation = '/waitlist';

/** Waits until the app has hydrated `element`, so events reach its handlers rather than the static HTML. */
async function hydrated(element: Locator) {
  await waitForHydration(element);
  return element;
}

/** Records console messages that point to a prerender/hydration mismatch. */
function watchHydration(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|mismatch/i.test(message.text()))
      messages.push(`${message.type()}: ${message.text()}`);
  });
  return messages;
}

function expectedH1(path: string) {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route expectation for ${path}`);
  return route.h1;
}

const pages: ReadonlyArray<{ path: string; sections: readonly (string | RegExp)[] }> = [
  {
    path: '/',
    sections: [
      'Property management was built for the manager, not for you',
      'An assistant that never clocks out',
      'The numbers owners care about',
      'Traditional management vs DoorKeep',
      'Landlords who got their time back',
      /Join 500\+ owners on the waitlist/,
      'Smarter landlording, once a month',
    ],
  },
  {
    path: '/features',
    sections: [
      'AI-Powered Intelligence',
      'Complete Automation',
      'Real-Time Analytics',
      '24/7 Emergency Response',
      'Advanced Tenant Screening',
      'Rent Optimization',
      'Modern Tenant Portal',
      'Vetted Contractor Network',
      'Performance Analytics',
    ],
  },
  {
    path: '/how-it-works',
    sections: [
      /Quick Setup/,
      /AI Takes Control/,
      /You Stay Informed/,
      'The difference you feel in week one',
      'Instant Activation',
      'Learning Phase',
      'Full Automation',
      'Results Delivered',
      'What owners see after the first month',
    ],
  },
  {
    path: '/pricing',
    sections: [
      'What you actually pay',
      'See what you keep',
      'Everything Included',
      'Frequently asked questions',
    ],
  },
  {
    path: '/about',
    sections: [
      'Built by owners who took the 2 AM calls',
      'Mission',
      'Vision',
      'Owners First',
      'Reliability Above All',
      'Continuous Improvement',
      'Transparent Partnerships',
    ],
  },
];

test.describe('marketing pages', () => {
  for (const { path, sections } of pages) {
    for (const width of [390, 1280]) {
      test(`${path} at ${width} px shows its H1 and sections and hydrates cleanly`, async ({
        page,
      }) => {
        const hydrationMessages = watchHydration(page);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(expectedH1(path));
        await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
        for (const section of sections) {
          await expect(
            main.getByRole('heading', { name: section, exact: typeof section === 'string' }),
          ).toBeVisible();
        }
        // Nothing pushes the page sideways on a phone.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        for (const link of await main.locator('a[target="_blank"]').all()) {
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
        await hydrated(main.getByRole('heading', { level: 1 }));
        expect(hydrationMessages).toEqual([]);
      });
    }
  }
});

test.describe('home', () => {
  test('one way in: the hero and the waitlist band reserve in the same tab, and the hero also shows how it works', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Stop 2AM Emergency Calls' });
    const reserve = hero.getByRole('link', { name: /Reserve My Spot/ });
    await expect(reserve).toHaveAttribute('href', reservation);
    await expect(reserve).not.toHaveAttribute('target');
    await expect(hero.getByRole('link', { name: 'See How It Works' })).toHaveAttribute('href', '/how-it-works');
    await expect(hero.getByRole('link', { name: /Join the Waitlist/ })).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: /Join 500\+ owners/ })
        .getByRole('link', { name: 'Reserve My Spot - $99' }),
    ).toHaveAttribute('href', reservation);
  });

  test('shows the stats, success metrics and a chart with a text alternative', async ({ page }) => {
    await page.goto('/');
    for (const stat of ['60 sec', '~90%', '1000+', '78', '< 5 min', '92%', '40%', '25%', '20+ hrs']) {
      await expect(page.getByRole('main').getByText(stat, { exact: true }).first()).toBeVisible();
    }
    const chart = page.getByRole('figure', { name: /Doors managed by DoorKeep/ });
    await expect(chart).toBeVisible();
    await expect(chart.getByRole('table')).toContainText('1,040');
  });

  for (const width of [390, 1280]) {
    test(`the comparison table keeps its header cells and fits the screen at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const table = page.getByRole('table', {
        name: 'How traditional property management compares with DoorKeep',
      });
      await expect(table.getByRole('columnheader', { name: 'Traditional management' })).toHaveAttribute(
        'scope',
        'col',
      );
      await expect(table.getByRole('columnheader', { name: 'DoorKeep' })).toHaveAttribute('scope', 'col');
      await expect(table.getByRole('rowheader', { name: 'Management fee' })).toHaveAttribute('scope', 'row');
      await expect(table.getByRole('row')).toHaveCount(9);
      // Both answers of a row are on screen without scrolling sideways.
      const row = table.getByRole('row', { name: /Maintenance markup/ });
      for (const text of ['10-20% on every invoice', 'Zero, invoices at cost']) {
        const cell = row.getByRole('cell', { name: new RegExp(text) });
        await expect(cell).toBeVisible();
        const box = await cell.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      }
    });
  }
});

test.describe('features', () => {
  test('links to the reservation (same tab) and to How It Works', async ({ page }) => {
    await page.goto('/features');
    const main = page.getByRole('main');
    const reserve = main.getByRole('link', { name: /Reserve My Spot/ }).first();
    await expect(reserve).toHaveAttribute('href', reservation);
    await expect(reserve).not.toHaveAttribute('target');
    await main.getByRole('link', { name: 'See How It Works' }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);
  });
});

test.describe('how it works: Watch Demo', () => {
  test('opens a dialog that steps through the three steps and closes with Escape, returning focus', async ({
    page,
  }) => {
    await page.goto('/how-it-works');
    const watch = await hydrated(page.getByRole('button', { name: 'Watch Demo' }));
    await watch.click();
    const dialog = page.getByRole('dialog', { name: 'DoorKeep in three steps' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /Quick Setup/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /AI Takes Control/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: /You Stay Informed/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog.getByText('Step 2 of 3')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(watch).toBeFocused();

    // Reopening starts again from the first step, and Done closes it.
    await watch.click();
    await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(watch).toBeFocused();
  });

  test('Start Free Setup opens the reservation in the same tab', async ({ page }) => {
    await page.goto('/how-it-works');
    const start = page
      .getByRole('main')
      .getByRole('link', { name: /Start Free Setup/ })
      .first();
    await expect(start).toHaveAttribute('href', reservation);
    await expect(start).not.toHaveAttribute('target');
  });
});
