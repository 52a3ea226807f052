import type { Locator } from '@playwright/test';
import {
  createNewsletterSignup,
  createVendorApplication,
  createWaitlistSignup,
} from '../../tests/factories/submissions';
import { expect, test } from '../support/test';
import { expectInside, expectNoPageOverflow, seedStores, signIn } from './admin-helpers';

/**
 * The admin: each list fits its screen — a table with every column on screen at 1280 px, a labelled card
 * per row on a 390 px phone, never a sideways scroll.
 */

const longEmail = 'dana.whitfield.montgomery.rentals@long-holdings-company.example';
const vendors = [
  createVendorApplication({
    company: 'Acme Plumbing & Drain Services of Southern Nevada',
    email: 'dispatch.office.manager@acme-plumbing-and-drain.example',
  }),
  createVendorApplication({ company: 'Bolt Electric', status: 'approved', approvedDate: '2025-01-22' }),
];
const waitlist = [
  createWaitlistSignup({
    firstName: 'Dana',
    lastName: 'Whitfield-Montgomery',
    email: longEmail,
    depositPaid: true,
    depositAmount: 99,
    status: 'confirmed',
    cardNumber: '•••• 4242',
    signupDate: '2025-01-21',
    queuePosition: 501,
  }),
  createWaitlistSignup({
    firstName: 'Marcus',
    lastName: 'Oyelaran',
    status: 'pending_payment',
    signupDate: '2025-01-22',
    queuePosition: 502,
  }),
];
const newsletter = [
  createNewsletterSignup({ email: 'jane@example.com' }),
  createNewsletterSignup({
    email: 'a.very.long.address.for.rentals.and.more@fourplex-holdings-company.example',
    source: 'resources',
  }),
];

/** `element` and every ancestor up to the tab panel show all they hold: nothing scrolls or is clipped sideways. */
async function expectNothingScrollsSideways(element: Locator) {
  const overflowing = await element.evaluate((start) => {
    const found: string[] = [];
    for (
      let node: Element | null = start;
      node && node.getAttribute('role') !== 'tabpanel';
      node = node.parentElement
    ) {
      if (node.scrollWidth > node.clientWidth)
        found.push(`${node.tagName.toLowerCase()}: ${node.scrollWidth} > ${node.clientWidth}`);
    }
    return found;
  });
  expect(overflowing, 'elements wider than their box').toEqual([]);
}

test.describe('at 1280 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await seedStores(page, { vendorApplications: vendors, waitlist, newsletter });
  });

  test('the waitlist table shows every column: its Actions are on screen and nothing scrolls sideways', async ({
    page,
  }) => {
    await signIn(page, 'waitlist');
    const table = page.getByRole('table', { name: 'Waitlist signups' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Position',
      'Name',
      'Contact',
      'Doors',
      'Onboarding',
      'Signup Date',
      'Deposit',
      'Actions',
    ]);
    await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeInViewport({ ratio: 1 });
    for (const signup of waitlist) {
      const row = table.getByRole('row').filter({ hasText: `${signup.firstName} ${signup.lastName}` });
      const name = `${signup.firstName} ${signup.lastName}`;
      for (const action of [
        row.getByRole('button', { name: `View ${name}` }),
        row.getByRole('link', { name: `Email ${name}` }),
      ]) {
        await expect(action).toBeInViewport({ ratio: 1 });
        await expectInside(page, action, null);
        await expectInside(page, action, table);
      }
    }
    await expect(table.getByRole('cell', { name: longEmail, exact: false })).toBeVisible();
    const { scrollWidth, clientWidth } = await table.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectNothingScrollsSideways(table);
    await expectNoPageOverflow(page);
  });

  test('the newsletter table and the application cards fit: long addresses wrap, nothing is cut off', async ({
    page,
  }) => {
    await signIn(page, 'newsletter');
    const table = page.getByRole('table', { name: 'Newsletter subscribers' });
    for (const signup of newsletter) {
      const row = table.getByRole('row').filter({ hasText: signup.email });
      await expect(row.getByRole('cell', { name: signup.email, exact: true })).toBeInViewport({ ratio: 1 });
      await expect(row.getByRole('link', { name: `Send email to ${signup.email}` })).toBeInViewport({
        ratio: 1,
      });
      await expectInside(page, row.getByRole('button', { name: `Copy email ${signup.email}` }), table);
    }
    await expectNothingScrollsSideways(table);
    await expectNoPageOverflow(page);

    await page.getByRole('tab', { name: /^Vendor Applications/ }).click();
    const card = page.getByRole('article', { name: vendors[0].company });
    const email = card.getByText(vendors[0].email, { exact: true });
    await expect(email).toBeInViewport({ ratio: 1 });
    await expectNothingScrollsSideways(email);
    await expectNoPageOverflow(page);
  });
});

test.describe('on a 390 px phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await seedStores(page, { vendorApplications: vendors, waitlist, newsletter });
  });

  test('each waitlist signup is a card with every fact labelled and its actions, still a table to screen readers', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'waitlist');
    const table = page.getByRole('table', { name: 'Waitlist signups' });
    await expect(table.getByRole('columnheader')).toHaveCount(8);
    for (const signup of waitlist) {
      const name = `${signup.firstName} ${signup.lastName}`;
      const card = table.getByRole('row').filter({ hasText: name });
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole('cell')).toHaveCount(8);
      const facts = [
        `#${signup.queuePosition}`,
        signup.id,
        signup.phone,
        signup.properties,
        signup.signupDate,
        signup.status.replace('_', ' '),
        signup.depositPaid ? '$99' : 'Unpaid',
      ];
      for (const fact of facts)
        await expect(card.getByText(fact, { exact: false }).first(), fact).toBeVisible();
      await expect(
        card.getByRole('cell', { name: new RegExp(signup.email.replace(/[.]/g, '\\.')) }),
      ).toBeVisible();
      for (const label of ['Position', 'Name', 'Contact', 'Doors', 'Onboarding', 'Signup Date', 'Deposit']) {
        await expect(card.getByText(label, { exact: true }), `label ${label}`).toBeVisible();
      }
      for (const action of [
        card.getByRole('button', { name: `View ${name}` }),
        card.getByRole('link', { name: `Email ${name}` }),
      ]) {
        await expect(action).toBeVisible();
        await expectInside(page, action, card);
      }
      await expectInside(page, card, null);
      await expectNothingScrollsSideways(card);
    }
    await expectNoPageOverflow(page);
  });

  test('each newsletter subscriber is a labelled card with its actions; no page scrolls sideways', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'newsletter');
    const table = page.getByRole('table', { name: 'Newsletter subscribers' });
    await expect(table.getByRole('columnheader')).toHaveCount(5);
    for (const signup of newsletter) {
      const card = table.getByRole('row').filter({ hasText: signup.email });
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole('cell', { name: signup.email, exact: true })).toBeVisible();
      for (const fact of [signup.source, '2025-01-20', signup.id])
        await expect(card.getByText(fact, { exact: true }), fact).toBeVisible();
      for (const label of ['Email', 'Source', 'Signup Date', 'ID']) {
        await expect(card.getByText(label, { exact: true }), `label ${label}`).toBeVisible();
      }
      await expect(card.getByRole('button', { name: `Copy email ${signup.email}` })).toBeVisible();
      await expect(card.getByRole('link', { name: `Send email to ${signup.email}` })).toBeVisible();
      await expectInside(page, card, null);
      await expectNothingScrollsSideways(card);
    }
    await expectNoPageOverflow(page);

    await page.getByRole('tab', { name: /^Vendor Applications/ }).click();
    const application = page.getByRole('article', { name: vendors[0].company });
    const email = application.getByText(vendors[0].email, { exact: true });
    await email.scrollIntoViewIfNeeded();
    await expect(email).toBeVisible();
    await expectNothingScrollsSideways(email);
    // The card's icons label its facts on screen; screen readers hear the words.
    await expect(application.getByRole('term')).toHaveText([
      'Contact person',
      'Email',
      'Phone',
      'City and state',
      'Year established',
      'Contact hours',
    ]);
    await expectInside(page, application.getByRole('button', { name: /^Decline/ }), application);
    await expectNoPageOverflow(page);
  });
});
