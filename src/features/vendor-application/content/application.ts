import { Banknote, Briefcase, CalendarClock, ClipboardCheck, ClipboardList, FileText, KeyRound, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import {
  contactHoursOptions,
  employeeCountOptions,
  quoteMethodOptions,
  serviceRadiusOptions,
  usStateCodes,
} from '@/lib/submissions';
import { quoteMethodLabels } from '@/lib/submissions/vendor-fields';
import type { SelectOption } from '@/components/ui/field';
import { reviewTimeline } from './review-timeline';

/** Copy of the /vendor-signup wizard. Headings, button labels and step names are the ones users see. */
export const wizardCopy = {
  metaTitle: 'Join Our Vendor Network',
  metaDescription:
    "Apply to join DoorKeep's vetted contractor network in three short steps: contact info, business details and service areas.",
  eyebrow: 'Vendor application',
  title: 'Join Our Vendor Network',
  lead: 'Three short steps, about ten minutes. Your answers are kept in this browser tab as you go, so a reload never costs you a thing.',
  progressLabel: 'Application progress',
  back: 'Back',
  continue: 'Continue',
  submit: 'Submit Application',
  submitting: 'Submitting Application...',
  requiredNote: 'Fields marked * are required.',
  continueHint: 'Fill in the required fields (*) with valid answers to continue.',
  saveFailed:
    "We couldn't save your application in this browser (storage may be full or turned off). Everything you typed is still here — please try again.",
  signInLink: 'Already a vendor? Sign in to your portal',
} as const;

export type WizardStep = { label: string; heading: string; intro: string };

/** The three steps; `label` is what the progress indicator shows. */
export const wizardSteps: readonly [WizardStep, WizardStep, WizardStep] = [
  {
    label: 'Contact Info',
    heading: 'Contact Info',
    intro: 'Who we should talk to about your application and, once approved, about jobs.',
  },
  {
    label: 'Business Details',
    heading: 'Business Details',
    intro: 'The credentials our vendor relations team verifies, and the kinds of work you take on.',
  },
  {
    label: 'Service Areas',
    heading: 'Service Areas',
    intro: 'Where and when you work, how you like to receive quote requests, and your rates if you want to share them.',
  },
];

export const fieldLabels = {
  company: 'Company name',
  contact: 'Contact person',
  email: 'Email',
  phone: 'Phone',
  smsNumber: 'SMS number for urgent job notifications',
  website: 'Website',
  taxId: 'Tax ID (EIN)',
  insuranceNumber: 'Insurance number (general liability)',
  licenseNumber: 'License number',
  yearEstablished: 'Year established',
  numberOfEmployees: 'Number of employees',
  googleReviewsLink: 'Google reviews link',
  category: 'Service categories',
  serviceAddress: 'Business address',
  serviceCity: 'City',
  serviceState: 'State',
  serviceZipCode: 'ZIP code',
  serviceAreaRadius: 'Service area radius',
  serviceAreaZipCodes: 'Service area ZIP codes or area names',
  contactHours: 'Contact hours',
  notes: 'Notes for our team',
  preferredQuoteMethod: 'Preferred quote request method',
  emergencyServices: 'We offer 24/7 emergency services',
  minHourlyRate: 'Minimum hourly rate (USD)',
  maxHourlyRate: 'Maximum hourly rate (USD)',
  minServiceCharge: 'Minimum service charge (USD)',
} as const;

export const fieldHints = {
  smsNumber: 'A mobile number that can receive texts. Urgent jobs are sent here first.',
  website: 'Optional, e.g. www.yourcompany.com',
  googleReviewsLink: 'Optional. A link to your business on Google Maps or Search.',
  category: 'Choose every kind of work you take on.',
  serviceAreaZipCodes: 'Optional. Separate them with commas, e.g. 89101, 89117, Henderson.',
  notes: 'Optional. If you chose custom hours, tell us when to reach you, plus anything else we should know.',
} as const;

export const reviewsInfo = {
  title: 'Your reviews help us vet your business',
  body: 'We read your Google reviews during vetting. Businesses rated 4+ stars get higher approval chances and faster processing.',
} as const;

export const emergencyBenefitsLabel = 'Benefits of offering emergency services';

export const emergencyBenefits = [
  'Priority notifications for emergency jobs',
  'Higher compensation for urgent work',
  'Urgent job alerts by SMS',
] as const;

export const pricingBlock = {
  legend: 'Pricing (optional)',
  intro: 'Sharing your usual rates helps us match you with jobs that fit. You can change them later.',
} as const;

const radiusLabel = (radius: (typeof serviceRadiusOptions)[number]) =>
  radius === 'statewide' ? 'Statewide' : `${radius} miles`;

export const selectOptions = {
  employees: employeeCountOptions.map((value) => ({ value, label: value })) satisfies SelectOption[],
  radius: serviceRadiusOptions.map((value) => ({ value, label: radiusLabel(value) })) satisfies SelectOption[],
  states: usStateCodes.map((value) => ({ value, label: value })) satisfies SelectOption[],
  contactHours: contactHoursOptions.map((value) => ({ value, label: value })) satisfies SelectOption[],
  quoteMethods: quoteMethodOptions.map((value) => ({ value, label: quoteMethodLabels[value] })) satisfies SelectOption[],
};

export const selectPlaceholders = {
  employees: 'Select…',
  states: 'State…',
  contactHours: 'Select your hours…',
} as const;

/** Why apply, shown beside the wizard on wide screens and under it on phones. */
export const wizardAside = {
  title: 'What you get as a DoorKeep vendor',
  points: [
    { icon: Banknote, text: 'Payment within 24 hours of job completion' },
    { icon: ClipboardCheck, text: 'Jobs arrive already diagnosed, with photos and access details' },
    { icon: Users, text: 'No lead fees and no bidding wars' },
  ] satisfies { icon: LucideIcon; text: string }[],
  reviewNote: 'Applications are reviewed by our vendor relations team in 3-5 business days.',
} as const;

export type NextStep = { icon: LucideIcon; title: string; timing: string; body: string };

/** The page after a successful submission. */
export const submittedCopy = {
  metaTitle: 'Application Submitted',
  metaDescription: 'Your DoorKeep vendor application has been received. Here is what happens next and how long each step takes.',
  title: 'Application Submitted',
  lead: 'Thank you for applying to the DoorKeep vendor network. Keep your application number handy: our team quotes it when we contact you.',
  numberLabel: 'Your application number',
  savedTitle: 'Application Saved',
  savedLead:
    'You appear to be offline. Your application is kept in this browser and will be sent by itself as soon as the connection is back. Keep this page open or come back online on this device.',
  nextStepsTitle: 'What happens next',
  nextSteps: reviewTimeline.map((step, index) => ({
    ...step,
    icon: [ShieldCheck, KeyRound, FileText, Briefcase][index]!,
  })) satisfies NextStep[],
  tipsTitle: 'Tips to speed things up',
  tips: [
    { icon: CalendarClock, text: 'Keep your calendar open for a short phone interview in the coming days.' },
    { icon: FileText, text: 'Have your license, certificate of insurance and a signed W-9 ready to upload in the portal once approved.' },
  ] satisfies { icon: LucideIcon; text: string }[],
  benefitsTitle: 'What you get once approved',
  benefits: [
    'Payment within 24 hours of job completion',
    'A steady flow of jobs near you, with no lead fees',
    'Clear job details and photos before you arrive',
    'Ratings and performance tracking that win you more work',
  ],
  supportTitle: 'Questions about your application?',
  supportLead: 'Our vendor relations team is here Monday-Friday 8 AM - 6 PM CT and answers e-mail within 24 hours.',
  loginLabel: 'Go to vendor login',
  homeLabel: 'Back to home',
} as const;

/** The page when opened without a fresh submission in this tab: no number, just where to go. */
export const submittedNeutralCopy = {
  metaTitle: 'Vendor Application Status',
  metaDescription: 'Where to find your DoorKeep vendor application, how reviews work and how to reach vendor relations.',
  title: 'Checking on Your Application?',
  lead: "This page confirms a vendor application right after it is sent, and we don't have a fresh one from this browser tab. If you already applied, our team will be in touch within 3-5 business days. If not, it takes about ten minutes.",
  applyLabel: 'Start an application',
  icon: ClipboardList,
} as const;

/**
 * The hidden field that only bots fill in (visually hidden, aria-hidden, out of the tab order, no autofill): a
 * submission that carries it looks accepted but is never stored or sent.
 */
export const honeypotField = { name: 'fax_number', label: 'Leave this field empty' } as const;
