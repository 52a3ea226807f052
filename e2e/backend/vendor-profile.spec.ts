import { expect, test } from '../support/test';
import { backendInfo, createVendor, randomPassword, uniqueEmail, vendorLogIn } from './backend';

/**
 * An approved vendor keeps their operational details current in the portal: what they change is stored on their
 * application row and is what the profile shows after a reload.
 */

async function applicationOf(email: string) {
  const { apiUrl, secretKey } = backendInfo();
  const response = await fetch(
    `${apiUrl}/rest/v1/vendor_applications?select=*&email=eq.${encodeURIComponent(email)}`,
    {
      headers: { apikey: secretKey, Authorization: `Bearer ${secretKey}` },
    },
  );
  return ((await response.json()) as Record<string, unknown>[])[0];
}

test('a vendor changes the SMS number, quote method, emergency services, service areas, rates and notes, and sees them after a reload', async ({
  page,
}) => {
  const email = uniqueEmail('profile-vendor');
  const password = randomPassword();
  await createVendor(email, password);
  await page.goto('/vendor-login');
  await vendorLogIn(page, email, password);
  await page.waitForURL(/\/vendor-dashboard$/);
  await page.getByRole('tab', { name: /Profile/ }).click();
  // The sign-in e-mail, password, data download and deletion live in the account settings the profile links to.
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/account');

  const sms = page.getByRole('textbox', { name: 'SMS number for urgent jobs' });
  const quoteMethod = page.getByRole('combobox', { name: 'Preferred quote method' });
  const emergency = page.getByRole('checkbox', { name: 'We offer 24/7 emergency services' });
  const areas = page.getByRole('textbox', { name: 'Service area ZIP codes or area names' });
  const contactHours = page.getByRole('combobox', { name: 'Contact hours' });
  const notes = page.getByRole('textbox', { name: 'Notes for our team' });
  const minRate = page.getByRole('textbox', { name: 'Minimum hourly rate (USD)' });
  const maxRate = page.getByRole('textbox', { name: 'Maximum hourly rate (USD)' });
  const minCharge = page.getByRole('textbox', { name: 'Minimum service charge (USD)' });

  // What the application said is what the profile starts from.
  await expect(sms).toHaveValue('(702) 555-0197');
  await expect(quoteMethod).toHaveValue('email');
  await expect(emergency).not.toBeChecked();
  await expect(notes).toHaveValue('');
  await expect(page.getByText('0 / 1,000 characters')).toBeVisible();

  // A rate pair the wrong way round is refused in words before anything is sent.
  await minRate.fill('90');
  await maxRate.fill('60');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Maximum hourly rate must be at least the minimum hourly rate')).toBeVisible();

  await sms.fill('(702) 555-0142');
  await quoteMethod.selectOption('sms');
  await emergency.check();
  await areas.fill('89101, 89117, Henderson');
  await contactHours.selectOption('Custom Hours (will specify in notes)');
  await notes.fill('Tue-Sat 7 AM - 3 PM. Closed on public holidays.');
  await expect(page.getByText('47 / 1,000 characters')).toBeVisible();
  await minRate.fill('65.50');
  await maxRate.fill('120');
  await minCharge.fill('89');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile was saved.' })).toBeVisible();

  expect(await applicationOf(email)).toMatchObject({
    sms_number: '(702) 555-0142',
    preferred_quote_method: 'sms',
    emergency_services: true,
    service_area_zip_codes: '89101, 89117, Henderson',
    contact_hours: 'Custom Hours (will specify in notes)',
    notes: 'Tue-Sat 7 AM - 3 PM. Closed on public holidays.',
    min_hourly_rate: 65.5,
    max_hourly_rate: 120,
    min_service_charge: 89,
  });

  await page.reload();
  await page.getByRole('tab', { name: /Profile/ }).click();
  await expect(sms).toHaveValue('(702) 555-0142');
  await expect(quoteMethod).toHaveValue('sms');
  await expect(emergency).toBeChecked();
  await expect(areas).toHaveValue('89101, 89117, Henderson');
  await expect(contactHours).toHaveValue('Custom Hours (will specify in notes)');
  await expect(notes).toHaveValue('Tue-Sat 7 AM - 3 PM. Closed on public holidays.');
  await expect(minRate).toHaveValue('65.5');
  await expect(maxRate).toHaveValue('120');
  await expect(minCharge).toHaveValue('89');
});
