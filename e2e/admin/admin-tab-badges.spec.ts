import type { Locator, Page } from '@playwright/test';
import { createVendorApplication, createWaitlistSignup } from '../../tests/factories/submissions';
import { expect, test } from '../support/test';
import { expectInside, expectNoPageOverflow, seedStores, signIn } from './admin-helpers';
import { adminRefreshMs } from '../../src/features/admin/refresh';

/** The admin: each tab's count fits its badge at any size and reads clearly on selected and other tabs. */

const vendors = [
  createVendorApplication(),
  createVendorApplication({ status: 'approved', approvedDate: '2025-01-22' }),
];
const waitlist = [createWaitlistSignup(), createWaitlistSignup()];

/**
 * Where the text of `count` is drawn: the box of its glyphs (a Range, so text spilling out of a too-narrow box
 * counts), and the WCAG contrast between its colour and what is painted behind it at the glyphs' left, middle and
 * right (the worst of the three; backgrounds composited from the elements under each point).
 */
function measureCount(count: Locator) {
  return count.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    // Any CSS colour (rgb, oklch…) to sRGB bytes and alpha, as the browser paints it.
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const backgroundAt = (x: number, y: number) => {
      // elementsFromPoint also lists the ancestors of text that spills out of them; only a box that covers the
      // point paints behind it.
      const covers = (under: Element) => {
        const box = under.getBoundingClientRect();
        return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
      };
      const layers = document
        .elementsFromPoint(x, y)
        .filter(covers)
        .map((under) => rgba(getComputedStyle(under).backgroundColor))
        .filter((layer) => layer[3] > 0);
      // Paint from the bottom (white canvas) up.
      let painted = [255, 255, 255];
      for (const [r, g, b, a] of layers.reverse())
        painted = [r * a + painted[0] * (1 - a), g * a + painted[1] * (1 - a), b * a + painted[2] * (1 - a)];
      return painted;
    };
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const color = rgba(getComputedStyle(element).color);
    const middleY = text.top + text.height / 2;
    const contrasts = [text.left + 1, text.left + text.width / 2, text.right - 1].map((x) => {
      const [light, dark] = [luminance(color), luminance(backgroundAt(x, middleY))].sort((a, b) => b - a);
      return (light + 0.05) / (dark + 0.05);
    });
    return {
      text: { left: text.left, right: text.right, top: text.top, bottom: text.bottom },
      contrast: Math.min(...contrasts),
    };
  });
}

/**
 * A store of `rows` newsletter signups, more than localStorage holds, so the key's reads are answered in memory.
 * It fills once `fillHugeNewsletter` is called (after signing in, which its parsing would otherwise slow down).
 */
async function serveHugeNewsletter(page: Page, rows: number) {
  await page.addInitScript((total) => {
    let raw: string | null = null;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (key: string) {
      const filled = getItem.call(window.sessionStorage, 'e2e-huge-newsletter') === 'on';
      if (!filled || this !== window.localStorage || key !== 'newsletter-signups')
        return getItem.call(this, key);
      raw ??= JSON.stringify(
        Array.from({ length: total }, (_, index) => ({
          id: `NEWS-${String(index).padStart(9, '0')}`,
          email: `reader${index}@example.com`,
          signupDate: '2025-01-20T15:30:00.000Z',
          source: 'homepage',
        })),
      );
      return raw;
    };
  }, rows);
}

for (const width of [390, 1280]) {
  test(`at ${width} px each tab's count sits inside its badge and reads clearly, selected or not, at 125,000`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await seedStores(page, { vendorApplications: vendors, waitlist });
    await serveHugeNewsletter(page, 125_000);
    await page.clock.install();
    await signIn(page);
    // The dashboard's next re-read of the stores, brought forward on its clock, finds the huge list.
    await page.evaluate(() => sessionStorage.setItem('e2e-huge-newsletter', 'on'));
    await page.clock.fastForward(adminRefreshMs);
    const tabs = page.getByRole('tablist', { name: 'Admin sections' });
    const counts = { 'Vendor Applications': '1', 'Waitlist Signups': '2', 'Newsletter Signups': '125,000' };
    await expect(tabs.getByRole('tab', { name: 'Newsletter Signups (125000 total)' })).toBeVisible();

    for (const selected of Object.keys(counts)) {
      await tabs.getByRole('tab', { name: new RegExp(`^${selected}`) }).click();
      await expect(tabs.getByRole('tab', { selected: true })).toHaveAccessibleName(
        new RegExp(`^${selected}`),
      );
      for (const [label, shown] of Object.entries(counts)) {
        const tab = tabs.getByRole('tab', { name: new RegExp(`^${label}`) });
        const count = tab.getByText(shown, { exact: true });
        const badge = count.locator('..');
        const badgeBox = (await badge.boundingBox())!;
        const { text, contrast } = await measureCount(count);
        const where = `${label} (${label === selected ? 'selected' : 'not selected'})`;
        expect(text.left, `${where}: count starts inside its badge`).toBeGreaterThanOrEqual(badgeBox.x);
        expect(text.right, `${where}: count ends inside its badge`).toBeLessThanOrEqual(
          badgeBox.x + badgeBox.width,
        );
        expect(text.top, `${where}: count top inside its badge`).toBeGreaterThanOrEqual(badgeBox.y);
        expect(text.bottom, `${where}: count bottom inside its badge`).toBeLessThanOrEqual(
          badgeBox.y + badgeBox.height,
        );
        expect(contrast, `${where}: contrast of the count`).toBeGreaterThanOrEqual(4.5);
        // The badge stays within its tab.
        await expectInside(page, badge, tab);
      }
    }
    await expectNoPageOverflow(page);
  });
}
