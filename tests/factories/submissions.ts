import type { NewsletterSignup, SupportMessage, VendorApplication, WaitlistSignup } from '@/lib/submissions/schemas';

/**
 * Test data factories shared by the unit tests and the browser tests. Every record is valid for its schema;
 * pass overrides for what a test cares about. Counters keep ids unique and deterministic.
 */
let sequence = 0;
const nextCode = () => String(++sequence).padStart(9, '0');

export function createNewsletterSignup(overrides: Partial<NewsletterSignup> = {}): NewsletterSignup {
  const code = nextCode();
  return {
    id: `NEWS-${code}`,
    email: `reader${code}@example.com`,
    signupDate: '2025-01-20T15:30:00.000Z',
    source: 'homepage',
    ...overrides,
  };
}

export function createWaitlistSignup(overrides: Partial<WaitlistSignup> = {}): WaitlistSignup {
  const code = nextCode();
  return {
    id: `WAIT-${code}`,
    firstName: 'Dana',
    lastName: `Owner${code.slice(-3)}`,
    email: `owner${code}@example.com`,
    phone: '(702) 555-0100',
    properties: '1-5',
    depositPaid: false,
    depositAmount: 0,
    status: 'pending_payment',
    signupDate: '2025-01-20',
    queuePosition: 501,
    ...overrides,
  };
}

export function createVendorApplication(overrides: Partial<VendorApplication> = {}): VendorApplication {
  const code = nextCode();
  return {
    id: `VEN-${code}`,
    applicationNumber: `VN-${code}`,
    status: 'pending',
    appliedDate: '2025-01-18',
    approvedDate: null,
    declinedDate: null,
    declineReason: null,
    company: `Reliable Repairs ${code.slice(-3)}`,
    contact: 'Sam Rivera',
    email: `vendor${code}@example.com`,
    phone: '(702) 555-0111',
    smsNumber: '(702) 555-0112',
    website: 'https://reliable.example.com',
    category: ['Plumbing', 'HVAC'],
    yearEstablished: 2012,
    numberOfEmployees: '6-10',
    serviceAddress: '400 Main St',
    serviceCity: 'Las Vegas',
    serviceState: 'NV',
    serviceZipCode: '89101',
    serviceAreaRadius: '25',
    serviceAreaZipCodes: '89101, 89102',
    contactHours: 'Monday - Friday 8 AM - 5 PM',
    notes: '',
    preferredQuoteMethod: 'email',
    emergencyServices: true,
    googleReviewsLink: 'https://reviews.example.com/reliable',
    taxId: '12-3456789',
    insuranceNumber: 'GL-555123',
    licenseNumber: 'NV-998877',
    minHourlyRate: 65,
    maxHourlyRate: 120,
    minServiceCharge: 89,
    ...overrides,
  };
}

export function createSupportMessage(overrides: Partial<SupportMessage> = {}): SupportMessage {
  const code = nextCode();
  return {
    id: `DK-${code}`,
    name: 'Pat Landlord',
    email: `pat${code}@example.com`,
    subject: 'Question about onboarding',
    priority: 'medium',
    category: 'general',
    message: 'How long does onboarding take for three properties?',
    createdAt: '2025-01-20T15:30:00.000Z',
    status: 'open',
    statusChangedAt: null,
    statusChangedByEmail: null,
    ...overrides,
  };
}
