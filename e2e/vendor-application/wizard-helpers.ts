import type { Page } from '@playwright/test';
import { createVendorApplication } from '../../tests/factories/submissions';

/** Filling the vendor application wizard step by step, as an applicant would. */
export const vendor = createVendorApplication({
  category: ['Plumbing', 'HVAC'],
  emergencyServices: true,
  minHourlyRate: 65,
  maxHourlyRate: 120.5,
  minServiceCharge: null,
});

export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

export async function fillContactInfo(page: Page) {
  await field(page, 'Company name').fill(vendor.company);
  await field(page, 'Contact person').fill(vendor.contact);
  await field(page, 'Email').fill(vendor.email);
  await field(page, 'Phone').fill(vendor.phone);
  await field(page, 'SMS number for urgent job notifications').fill(vendor.smsNumber);
  await field(page, 'Website').fill(vendor.website);
}

export async function fillBusinessDetails(page: Page) {
  await field(page, 'Tax ID (EIN)').fill(vendor.taxId);
  await field(page, 'Insurance number (general liability)').fill(vendor.insuranceNumber);
  await field(page, 'License number').fill(vendor.licenseNumber);
  await field(page, 'Year established').fill(String(vendor.yearEstablished));
  await page.getByRole('combobox', { name: 'Number of employees' }).selectOption(vendor.numberOfEmployees);
  await field(page, 'Google reviews link').fill(vendor.googleReviewsLink);
  for (const category of vendor.category) await page.getByRole('checkbox', { name: category }).check();
}

export async function fillServiceAreas(page: Page) {
  await field(page, 'Business address').fill(vendor.serviceAddress);
  await field(page, 'City').fill(vendor.serviceCity);
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption(vendor.serviceState);
  await field(page, 'ZIP code').fill(vendor.serviceZipCode);
  await page.getByRole('combobox', { name: 'Service area radius' }).selectOption(vendor.serviceAreaRadius);
  await field(page, 'Service area ZIP codes or area names').fill(vendor.serviceAreaZipCodes);
  await page.getByRole('combobox', { name: 'Contact hours' }).selectOption(vendor.contactHours);
  await page.getByRole('combobox', { name: 'Preferred quote request method' }).selectOption('sms');
  await page.getByRole('checkbox', { name: 'We offer 24/7 emergency services' }).check();
  await field(page, 'Minimum hourly rate (USD)').fill('65');
  await field(page, 'Maximum hourly rate (USD)').fill('120.50');
}
