import { MIN_PASSWORD_LENGTH } from '@/config/constants';
import { vendorCategories } from '@/lib/submissions';
import {
  BarChart3,
  Briefcase,
  Clock,
  DollarSign,
  FileCheck2,
  LayoutDashboard,
  Star,
  UserRound,
  Wallet,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import { contactHoursOptions, quoteMethodOptions, serviceRadiusOptions } from '@/lib/submissions';
import { quoteMethodLabels } from '@/lib/submissions/vendor-fields';
import type { SelectOption } from '@/components/ui/field';

/** Copy of /vendor-login. */
export const loginCopy = {
  metaTitle: 'Vendor Login',
  metaDescription: 'Sign in to the DoorKeep vendor portal to see your jobs, earnings and profile.',
  eyebrow: 'Vendor portal',
  title: 'Vendor Portal Login',
  lead: 'Your jobs, payments and ratings in one place.',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  forgotPassword: 'Forgot password?',
  submit: 'Sign In',
  submitting: 'Signing In...',
  missingFields: 'Please enter both email and password',
  notVendorYet: 'Not a vendor yet?',
  applyLink: 'Apply to join our network',
  helpTitle: 'Need a hand?',
  questionsTitle: 'Other questions?',
  contactLink: 'Contact support',
  helpLink: 'Vendor Help Center',
  benefitsTitle: 'Why vendors work with DoorKeep',
} as const;

/** The password step of an e-mailed vendor invitation (/vendor-login?token_hash=…&type=invite). */
export const inviteCopy = {
  title: 'Choose your password',
  lead: 'Your application was approved. Choose a password to open your vendor portal.',
  passwordLabel: 'New password',
  confirmLabel: 'Confirm password',
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  mismatch: 'The passwords do not match.',
  submit: 'Set Password',
  submitting: 'Saving...',
  checking: 'Checking your invitation...',
  expiredTitle: 'This invitation link has expired or was already used',
  expiredLead:
    'Invitation links work once and for a limited time. If you have already chosen your password, sign in with it. If not, ask us for a new invitation and we will e-mail you a fresh link.',
  signIn: 'Sign in with your password',
  forgotPassword: 'Forgot password?',
  askNew: 'Ask for a new invitation',
  askNewSubject: 'A new invitation to the DoorKeep vendor portal',
  askNewBody: 'Hello DoorKeep team,\n\nMy invitation link to the vendor portal has expired. Please send me a new one.\n\nCompany:\n',
  unreachableTitle: 'We could not check your invitation',
  retry: 'Try again',
} as const;

export type LoginBenefit = { icon: LucideIcon; title: string; body: string };

export const loginBenefits: readonly LoginBenefit[] = [
  {
    icon: Workflow,
    title: 'Steady Work Flow',
    body: 'Diagnosed jobs from properties near you arrive all year, with no bidding and no lead fees.',
  },
  {
    icon: Wallet,
    title: 'Fast Payments',
    body: 'Get paid within 24 hours of job completion, every time.',
  },
  {
    icon: BarChart3,
    title: 'Performance Tracking',
    body: 'See your ratings, response times and earnings, and what wins you more work.',
  },
];

export const qualityNote = {
  title: 'Quality First',
  body: 'Every vendor in our network is licensed, insured and reviewed by our vendor relations team, so owners and tenants can trust who shows up.',
} as const;

export const portalTabs = [
  { id: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { id: 'jobs', label: 'Jobs', icon: Briefcase },
  { id: 'earnings', label: 'Earnings', icon: DollarSign },
  { id: 'profile', label: 'Profile', icon: UserRound },
  { id: 'documents', label: 'Documents', icon: FileCheck2 },
] as const satisfies readonly { id: string; label: string; icon: LucideIcon }[];

export type PortalTabId = (typeof portalTabs)[number]['id'];

/** Copy of /vendor-dashboard. */
export const portalCopy = {
  metaTitle: 'Vendor Portal',
  metaDescription: 'Your DoorKeep vendor portal: jobs, earnings and your business profile.',
  title: 'Vendor Portal',
  companyPlaceholder: 'Your Company Name',
  profileLoading: 'Loading your profile…',
  signOut: 'Sign out',
  signingOut: 'Signing out...',
  tabsLabel: 'Vendor portal sections',
  welcome: 'Welcome to your portal',
  welcomeBody:
    'Jobs appear here as soon as your application is approved. Meanwhile, complete your profile so we can match you with the right work.',
  completeProfile: 'Complete your profile',
} as const;

export type StatCard = { icon: LucideIcon; label: string; value: string; detail: string };

export const dashboardStats: readonly StatCard[] = [
  { icon: DollarSign, label: 'This Month', value: '$0', detail: 'Earnings' },
  { icon: Briefcase, label: 'Jobs Completed', value: '0', detail: 'of 0 total' },
  { icon: Star, label: 'Average Rating', value: 'N/A', detail: 'No ratings yet' },
  { icon: Clock, label: 'Response Time', value: 'N/A', detail: 'Average to accept a job' },
];

export const dashboardCopy = {
  recentJobsTitle: 'Recent Jobs',
  noJobsTitle: 'No jobs yet',
  noJobsBody: 'New jobs in your service area will show up here.',
  viewAllJobs: 'View All Jobs',
} as const;

export const jobStatusFilters = [
  { value: 'all', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'in-progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
] as const satisfies readonly SelectOption[];

export const jobsCopy = {
  title: 'Jobs',
  searchLabel: 'Search jobs',
  searchPlaceholder: 'Search by job, property or address',
  statusLabel: 'Status',
  emptyTitle: 'No jobs available',
  emptyBody: 'When a job matches your categories and service area, it appears here with its details and photos.',
  noMatchBody: 'No job matches your search or filter. Try another search or status.',
} as const;

export const earningsCopy = {
  title: 'Earnings',
  cards: [
    { label: 'This Month', value: '$0' },
    { label: 'Last Month', value: '$0' },
    { label: 'Total Earnings', value: '$0' },
  ],
  historyTitle: 'Payment History',
  emptyTitle: 'No payment history',
  emptyBody: 'Payments are sent within 24 hours of job completion and listed here.',
  download: 'Download Report',
  downloaded: 'Your earnings report was downloaded.',
} as const;

/** The profile offers every category the application does, spelled the same way. */
export const profileCategories = vendorCategories;

export const profileCopy = {
  title: 'Business Profile',
  lead: 'Keep your details current so jobs reach the right person.',
  accountSettingsLead: 'Your sign-in e-mail and password, a copy of your data, and deleting your account are in',
  accountSettingsLink: 'Account settings',
  contactSection: 'Contact details',
  companyName: 'Company name',
  contactPerson: 'Contact person',
  phone: 'Phone',
  smsNumber: 'SMS number for urgent jobs',
  smsHint: 'A mobile number that takes texts. Urgent jobs are texted here first.',
  email: 'Email',
  preferredQuoteMethod: 'Preferred quote method',
  areaSection: 'Service area and hours',
  serviceRadius: 'Service radius',
  serviceAreaZipCodes: 'Service area ZIP codes or area names',
  serviceAreasHint: 'Separate them with commas, e.g. 89101, 89117, Henderson.',
  categories: 'Service categories',
  contactHours: 'Contact hours',
  contactHoursPlaceholder: 'Select your hours…',
  emergencyServices: 'We offer 24/7 emergency services',
  emergencyHint: 'Emergency jobs near you are offered to you first, with an SMS alert.',
  notes: 'Notes for our team',
  notesHint: 'Optional. The hours you keep if you chose custom hours, holiday closures, or anything else we should know.',
  ratesSection: 'Rates (optional)',
  ratesIntro: 'Your usual rates help us send you jobs that fit. Leave any of them empty to keep it to yourself.',
  minHourlyRate: 'Minimum hourly rate (USD)',
  maxHourlyRate: 'Maximum hourly rate (USD)',
  minServiceCharge: 'Minimum service charge (USD)',
  save: 'Save Changes',
  saving: 'Saving...',
  saved: 'Your profile was saved.',
  saveFailed: "We couldn't save your profile in this browser. Please try again.",
  invalid: 'Please fix the highlighted fields.',
  vettedHint: 'Checked by DoorKeep when your application was approved. Contact us to change it.',
} as const;

export const radiusOptions: SelectOption[] = serviceRadiusOptions.map((value) => ({
  value,
  label: value === 'statewide' ? 'Statewide' : `${value} miles`,
}));

export const contactHoursSelectOptions: SelectOption[] = contactHoursOptions.map((value) => ({ value, label: value }));

export const quoteMethodSelectOptions: SelectOption[] = quoteMethodOptions.map((value) => ({
  value,
  label: quoteMethodLabels[value],
}));
