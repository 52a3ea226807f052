import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/test';

test.use({ viewport: { width: 390, height: 844 } });

/** Every form control of the page that the rules below apply to, as the visitor's browser sees it. */
async function formFacts(page: Page) {
  return page.evaluate(() => {
    const labelOf = (control: Element) => document.querySelector(`label[for="${control.id}"]`);
    const name = (control: Element) => labelOf(control)?.textContent?.trim() || control.getAttribute('name') || control.id;
    const passwords = [...document.querySelectorAll('input[type="password"]')].map((input) => ({
      field: name(input),
      toggle: document.querySelector(`button[aria-controls="${input.id}"][aria-pressed]`) !== null,
    }));
    const mark = (label: Element | null | undefined) => label?.querySelector('[aria-hidden="true"]')?.textContent?.trim() === '*';
    const controls = [...document.querySelectorAll('input[required], select[required], textarea[required]')];
    // A radio group is one question: its legend carries the mark, not each option.
    const required = [
      ...controls
        .filter((control) => !['checkbox', 'radio'].includes(control.getAttribute('type') ?? ''))
        .map((control) => ({ field: name(control), marked: mark(labelOf(control)) })),
      ...[...new Set(controls.filter((control) => control.getAttribute('type') === 'radio').map((radio) => radio.closest('fieldset')))].map(
        (group) => ({ field: group?.querySelector('legend')?.textContent?.trim() ?? 'radio group', marked: mark(group?.querySelector('legend')) }),
      ),
    ];
    return { passwords, required };
  });
}

const pages = [
  { path: '/signup', ready: 'Create Account' },
  { path: '/login', ready: 'Log In' },
  { path: '/vendor-login', ready: 'Sign In' },
  { path: '/admin-dashboard', ready: 'Sign In' },
  { path: '/waitlist', ready: 'Continue' },
  { path: '/contact', ready: 'Send Message' },
  { path: '/vendor-signup', ready: 'Continue' },
] as const;

for (const { path, ready } of pages) {
  test(`on ${path} every password field has a show/hide toggle and every required field is marked`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page.getByRole('button', { name: ready, exact: true }).first());
    const facts = await formFacts(page);
    expect(facts.passwords.filter((field) => !field.toggle)).toEqual([]);
    expect(facts.required.filter((field) => !field.marked)).toEqual([]);
    expect(facts.passwords.length + facts.required.length).toBeGreaterThan(0);
  });
}
