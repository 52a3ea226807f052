import { expect, test, waitForHydration } from '../support/test';

type Frame = { path: string; scrollY: number; heading: string };

test.describe('navigation', () => {
  // Smooth scrolling is on for visitors who have not asked for reduced motion; that is the case under test.
  test.use({ reducedMotion: 'no-preference', viewport: { width: 1280, height: 800 } });

  test('inside the app, a footer link opens the new page at the top in its very first frame, not sliding up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/vendor-signup');
    const vendorLogin = page.getByRole('contentinfo').getByRole('link', { name: 'Vendor Login' });
    await waitForHydration(vendorLogin);
    // The page's own code arrives after the frame; until then the page is short and the footer needs no scrolling.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Our Vendor Network');
    await vendorLogin.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

    // Record every animation frame from the click on: the path, the scroll position and the page's heading.
    await page.evaluate(() => {
      const frames: Frame[] = [];
      (window as unknown as { frames_: Frame[] }).frames_ = frames;
      const sample = () => {
        frames.push({
          path: location.pathname,
          scrollY: window.scrollY,
          heading: document.querySelector('main h1')?.textContent ?? '',
        });
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await vendorLogin.click();
    await expect(page).toHaveURL(/\/vendor-login$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText('Vendor Portal Login');
    // A smooth scroll takes a few hundred milliseconds, a few dozen frames: watch that many frames of the new page.
    const newPageFrames = () =>
      page.evaluate(() =>
        (window as unknown as { frames_: Frame[] }).frames_.filter(
          (frame) => frame.path === '/vendor-login' && frame.heading.includes('Vendor Portal Login'),
        ),
      );
    await expect.poll(async () => (await newPageFrames()).length).toBeGreaterThan(40);
    const newPage = await newPageFrames();
    expect(newPage.map((frame) => frame.scrollY)).toEqual(newPage.map(() => 0));
  });
});
