import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  type BrowserContext,
  type ConsoleMessage,
  expect,
  type Locator,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import { timeouts } from './timeouts';

type PageProblems = {
  /** Declares a problem the test expects (e.g. the 404 status of an unknown route), so it does not fail it. */
  allow: (pattern: RegExp) => void;
};

/** One `securitypolicyviolation` event, as the page reported it. */
export type CspViolation = {
  directive: string;
  blocked: string;
  source: string;
  page: string;
  sample: string;
};

type CspWatch = {
  /** The violations reported so far by every page of every browser context this test opened. */
  violations: () => CspViolation[];
  /** Declares a violation the test provokes on purpose (matched against its JSON), so it does not fail the test. */
  allow: (pattern: RegExp) => void;
};

const cspReportBinding = '__doorkeepReportCspViolation';

/** Runs in every page before its own scripts (an init script; CSP does not apply to it) and reports each violation. */
function reportCspViolations(binding: string) {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, ((violation: CspViolation) => void) | undefined>)[
        binding
      ];
      void report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        page: event.documentURI,
        sample: event.sample,
      });
    },
    true,
  );
}

/**
 * Every browser test fails on a console error, an uncaught page error, a failed request or an HTTP error
 * response, unless the test declared that exact problem with `pageProblems.allow`; and on any Content-Security-Policy
 * violation in any page it opened (`cspWatch.allow` declares one the test causes on purpose). The first page it
 * loads from the app must have come with a Content-Security-Policy header, so the policy is really being enforced.
 */
/**
 * The CSP watcher above is an init script, which Playwright injects into every frame. A frame sandboxed without
 * allow-scripts (the local mailbox shows each mail's HTML in one) refuses it, and Chromium logs that as an error: the
 * harness's own script, not something the page did.
 */
function isHarnessScriptBlockedBySandbox(text: string): boolean {
  return text.startsWith("Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed");
}

/** `promise`'s value, or `otherwise` when it has not settled within `ms`. */
function withinMs<T>(promise: Promise<T>, ms: number, otherwise: T): Promise<T> {
  return Promise.race([promise.catch(() => otherwise), new Promise<T>((resolve) => setTimeout(() => resolve(otherwise), ms))]);
}

export const test = base.extend<{ pageProblems: PageProblems; cspWatch: CspWatch; pageStateOnFailure: void }>({
  /**
   * When a test fails, says whether its page still ran scripts and drew frames. An action that waits for the element
   * to be stable needs animation frames; a page that runs scripts but draws none points at the browser, not the app.
   */
  pageStateOnFailure: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const scripts = await withinMs(page.evaluate(() => 'yes'), 2_000, 'no answer within 2 s');
      const frames = await withinMs(
        page.evaluate(() => new Promise<string>((resolve) => requestAnimationFrame(() => resolve('yes')))),
        2_000,
        'none within 2 s',
      );
      await testInfo.attach('page at failure', {
        body: `${page.url()}\nruns scripts: ${scripts}\ndraws animation frames: ${frames}`,
        contentType: 'text/plain',
      });
    },
    { auto: true },
  ],
  cspWatch: [
    async ({ context, browser, baseURL }, use) => {
      const violations: CspViolation[] = [];
      const allowed: RegExp[] = [];
      const appOrigin = baseURL ? new URL(baseURL).origin : undefined;
      let firstAppDocument: { url: string; policy: string | undefined } | undefined;
      const onResponse = (response: Response) => {
        if (firstAppDocument || !response.request().isNavigationRequest()) return;
        if (response.frame().parentFrame() || new URL(response.url()).origin !== appOrigin) return;
        firstAppDocument = { url: response.url(), policy: response.headers()['content-security-policy'] };
      };
      const watch = async (watched: BrowserContext) => {
        watched.on('response', onResponse);
        await watched.exposeBinding(cspReportBinding, (_source, violation: CspViolation) => {
          violations.push(violation);
        });
        await watched.addInitScript(reportCspViolations, cspReportBinding);
      };
      await watch(context);
      // Contexts the test opens itself (browser.newContext): watched before their first page exists.
      const watching: Promise<void>[] = [];
      const onContext = (created: BrowserContext) =>
        watching.push(
          watch(created).catch((error: unknown) => {
            // A context the test closed again at once has no page left to watch.
            if (!/closed/i.test(String(error))) throw error;
          }),
        );
      browser.on('context', onContext);
      await use({ violations: () => [...violations], allow: (pattern) => allowed.push(pattern) });
      browser.off('context', onContext);
      // A context reused by the next test (the `pages` project) must not keep reporting to this one.
      context.off('response', onResponse);
      await Promise.all(watching);
      const declared = (violation: CspViolation) =>
        allowed.some((pattern) => pattern.test(JSON.stringify(violation)));
      expect(
        violations.filter((violation) => !declared(violation)),
        'Content-Security-Policy violations',
      ).toEqual([]);
      if (firstAppDocument) {
        const { url, policy } = firstAppDocument;
        expect(policy, `the Content-Security-Policy header of ${url}`).toContain("default-src 'self'");
      }
    },
    { auto: true },
  ],
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error' || isHarnessScriptBlockedBySandbox(message.text())) return;
        problems.push(`console error: ${message.text()}`);
      };
      const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
      const onRequestFailed = (request: Request) => {
        const failure = request.failure()?.errorText ?? 'failed';
        // A navigation that replaces a page cancels its pending requests; that is not a failure.
        if (failure === 'net::ERR_ABORTED') return;
        problems.push(`request failed: ${request.method()} ${request.url()} (${failure})`);
      };
      const onResponse = (response: Response) => {
        if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
      };
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      page.on('requestfailed', onRequestFailed);
      page.on('response', onResponse);
      await use({ allow: (pattern) => allowed.push(pattern) });
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('requestfailed', onRequestFailed);
      page.off('response', onResponse);
      const unexpected = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
      expect(unexpected, 'console errors, page errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Runs axe on the page, or only on the part `within` selects (a CSS selector: the dialog or form a state changed), and
 * fails on serious or critical violations. Whole pages are scanned once per route and width in
 * e2e/foundation/accessibility.spec.ts; a state reached by acting is scanned where it changed.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { within?: string } = {}) {
  const results = await test.step(options.within ? `axe scan of ${options.within}` : 'axe scan', () => {
    // axe.run in the page itself: the default splits each scan into a run per frame and a finish in a new blank page,
    // which costs a page per scan and only matters for cross-origin frames (the app has none). Only violations are
    // needed, so passing rules keep one example node each instead of a selector for every node they checked.
    const builder = new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .options({ resultTypes: ['violations'] })
      .setLegacyMode();
    return (options.within ? builder.include(options.within) : builder).analyze();
  });
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * Waits until `locator`'s element is on the page and live. On a prerendered page that is its island
 * (`data-island-state="live"`); an island waiting for its moment (in view, or the first interaction) is asked to
 * start, as a visitor's focus would. A page of the client-rendered app is live once it has committed
 * (`<html data-hydrated="true">`). Static HTML is live as soon as it is there. Before that a click on an island's
 * button is held and done once it is live, and typing is kept (e2e/foundation/islands.spec.ts tests exactly that),
 * but a test that checks what follows a click waits, so each step's cause is clear.
 */
export async function waitForHydration(locator: Locator, options: { timeout?: number } = {}) {
  const timeout = options.timeout ?? timeouts.ui;
  const target = locator.first();
  await expect(target).toBeAttached({ timeout });
  const page = locator.page();
  if ((await page.locator('[data-island]').count()) === 0) {
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout });
    return;
  }
  const island = target.locator('xpath=ancestor-or-self::*[@data-island][1]');
  if ((await island.count()) === 0) return;
  if ((await island.getAttribute('data-island-state')) === null) await island.dispatchEvent('focusin');
  await expect(island).toHaveAttribute('data-island-state', 'live', { timeout });
}
