import { paths } from '@/config/paths';
import {
  DEPOSIT_AMOUNT_DOLLARS,
  FREE_SETUP_VALUE_DOLLARS,
  MANAGEMENT_FEE_PERCENT,
  TRADITIONAL_FEE_RANGE_LABEL,
  WAITLIST_COUNT_LABEL,
} from '@/config/constants';

export type HelpQuestion = {
  id: string;
  question: string;
  answer: string;
  /** A page that helps further, shown under the answer. */
  link?: { label: string; href: string };
};

export type HelpGroupIcon = 'rocket' | 'wallet' | 'wrench' | 'users' | 'shield';

export type HelpGroup = { id: string; title: string; icon: HelpGroupIcon; questions: readonly HelpQuestion[] };

export const helpPage = {
  title: 'Help Center',
  description:
    'Answers for property owners about getting started with DoorKeep, the flat 2% fee and $99 refundable deposit, maintenance, tenants and account security.',
  eyebrow: 'Owner help',
  lead: 'Straight answers about getting started, pricing, maintenance, tenants and your account. Start typing to find yours.',
  searchLabel: 'Search the Help Center',
  topicsTitle: 'Topics',
  searchPlaceholder: 'Try "deposit" or "vacant"',
  status: {
    all: (total: number) => `Showing all ${total} questions`,
    matches: (count: number, query: string) => `${count} ${count === 1 ? 'question matches' : 'questions match'} “${query}”`,
    none: (query: string) => `No questions match “${query}”`,
  },
  empty: {
    hint: 'Try a shorter word or a different phrase, or ask us directly.',
    supportLink: 'Contact our support team',
    clear: 'Clear search',
  },
  stillStuck: {
    title: 'Still have a question?',
    text: 'Our support team answers e-mail around the clock, usually in under 4 hours, and takes calls Monday to Friday, 8AM-8PM CT.',
    supportLabel: 'Visit Support',
    contactLabel: 'Contact us',
  },
} as const;

/** The owner questions of the Help Center, grouped by topic. Answers state the product's real rules and figures. */
export const helpGroups: readonly HelpGroup[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    icon: 'rocket',
    questions: [
      {
        id: 'what-is-doorkeep',
        question: 'What does DoorKeep do?',
        answer: `DoorKeep manages your rentals with an AI-driven service available 24/7: tenant communication, maintenance triage and dispatch to vetted contractors, rent collection and tracking, tenant screening, rent optimization, reporting and a tenant portal with chat, all for a flat ${MANAGEMENT_FEE_PERCENT}% of rent collected.`,
      },
      {
        id: 'how-to-join',
        question: 'How do I get started?',
        answer: `Join the waitlist and reserve your spot with a fully refundable $${DEPOSIT_AMOUNT_DOLLARS} deposit. It locks in the ${MANAGEMENT_FEE_PERCENT}% rate for life and includes free setup worth $${FREE_SETUP_VALUE_DOLLARS}. ${WAITLIST_COUNT_LABEL} property owners have already joined.`,
        link: { label: 'Join the waitlist', href: paths.waitlist.getHref() },
      },
      {
        id: 'setup-time',
        question: 'How long does setup take?',
        answer:
          'About 5 minutes. You upload your lease documents (we read them for you), import your tenant contacts, create a property profile and connect the bank account rent should be paid into. The AI starts monitoring immediately after that.',
        link: { label: 'How it works', href: paths.howItWorks.getHref() },
      },
      {
        id: 'switching-manager',
        question: 'Can I switch from my current property manager?',
        answer:
          'Yes. Give your current manager the notice your contract requires, then set up your properties with us. Your tenants are invited to the tenant portal, so they know exactly where to send rent and requests from day one.',
      },
    ],
  },
  {
    id: 'pricing-and-deposit',
    title: 'Pricing & deposit',
    icon: 'wallet',
    questions: [
      {
        id: 'fee',
        question: 'How much does DoorKeep cost?',
        answer: `A flat ${MANAGEMENT_FEE_PERCENT}% of the rent collected, all-inclusive. Traditional managers typically charge ${TRADITIONAL_FEE_RANGE_LABEL} plus extra fees. There are no setup fees, no cancellation fees and no hidden fees.`,
        link: { label: 'See pricing and the ROI calculator', href: paths.pricing.getHref() },
      },
      {
        id: 'deposit',
        question: `What is the $${DEPOSIT_AMOUNT_DOLLARS} deposit for?`,
        answer: `The $${DEPOSIT_AMOUNT_DOLLARS} deposit reserves your place on the waitlist and locks in the ${MANAGEMENT_FEE_PERCENT}% lifetime rate. It is credited 100% to your first month's fee, so it is not an extra charge.`,
      },
      {
        id: 'deposit-refund',
        question: 'Is the deposit refundable?',
        answer: `Yes. The $${DEPOSIT_AMOUNT_DOLLARS} deposit is fully refundable until your onboarding starts. Refund it yourself from your owner dashboard at any time before onboarding: we issue the refund at once, to the card you paid with, and banks usually show it within 5 to 10 business days.`,
        link: { label: 'Open your dashboard', href: paths.dashboard.getHref() },
      },
      {
        id: 'vacant',
        question: 'Do I pay anything while a property is vacant?',
        answer: `No. The fee is ${MANAGEMENT_FEE_PERCENT}% of rent collected, so vacant properties incur no fee.`,
      },
      {
        id: 'cancel',
        question: 'Is there a minimum contract, and how do I cancel?',
        answer:
          'There is no minimum contract. You can cancel anytime with 30 days notice and there is no cancellation fee. We hand your data back within 30 days of the end of service.',
      },
    ],
  },
  {
    id: 'maintenance',
    title: 'Maintenance',
    icon: 'wrench',
    questions: [
      {
        id: 'maintenance-costs',
        question: 'Who pays for repairs, and do you add a markup?',
        answer:
          'You pay the contractor\'s invoice for the work and nothing more: DoorKeep adds zero markup to maintenance. Traditional managers often add 10-20% to every invoice.',
      },
      {
        id: 'emergencies',
        question: 'What happens when there is an emergency at night?',
        answer:
          'Tenants report it through the portal or chat at any hour. The AI asks the right questions, helps with safe first steps such as closing a water valve, and dispatches a contractor from our vetted network immediately. You get a notification and a summary instead of a 2 AM phone call.',
      },
      {
        id: 'contractors',
        question: 'How are contractors chosen?',
        answer:
          'Jobs go to our vetted contractor network. Every vendor applies, has their license and insurance checked and is approved before they receive work, and they are paid within 24 hours of completing a job.',
      },
    ],
  },
  {
    id: 'tenants',
    title: 'Tenants',
    icon: 'users',
    questions: [
      {
        id: 'tenant-portal',
        question: 'How do my tenants contact DoorKeep?',
        answer:
          'Through the modern tenant portal and chat, available 24/7. Tenants can report maintenance and ask questions in one place, with a 60 second average response.',
      },
      {
        id: 'rent-collection',
        question: 'How is rent collected?',
        answer: `Rent is collected and tracked automatically and paid out to the bank account you connected during setup. Our ${MANAGEMENT_FEE_PERCENT}% is calculated only on the rent actually collected.`,
      },
      {
        id: 'screening',
        question: 'Do you screen new tenants?',
        answer:
          'Yes. Advanced tenant screening checks every applicant against the same written criteria that you set, and you approve the final decision.',
      },
    ],
  },
  {
    id: 'account-and-security',
    title: 'Account & security',
    icon: 'shield',
    questions: [
      {
        id: 'reset-password',
        question: 'I forgot my password. What do I do?',
        answer:
          'Choose "Forgot password?" on the owner login page and enter your e-mail address. We send you a link to set a new password.',
        link: { label: 'Reset your password', href: paths.forgotPassword.getHref() },
      },
      {
        id: 'data-security',
        question: 'How is my data protected?',
        answer:
          'Your data is encrypted with AES-256. DoorKeep is SOC 2 Type II certified and GDPR and CCPA compliant, and ISO 27001 certification is in progress. If a security incident ever affects your data, we notify you within 72 hours.',
        link: { label: 'How we keep data safe', href: paths.security.getHref() },
      },
      {
        id: 'account-data',
        question: 'How do I download my data or delete my account?',
        answer:
          'Sign in and open your account settings. "Download my data" gives you one JSON file with your account, your waitlist entry, your orders and refunds, your newsletter status and your support messages. "Delete my account" asks you to type your e-mail address to confirm, refunds a paid deposit to your card first, then deletes your account. We keep only the payment records the law requires, without your name or e-mail address.',
        link: { label: 'Open your account settings', href: paths.account.getHref() },
      },
      {
        id: 'account-age',
        question: 'Who can open an owner account?',
        answer: 'Anyone aged 18 or over who owns or manages rental property.',
      },
      {
        id: 'vendor-login',
        question: 'I am a contractor. Where do I log in?',
        answer:
          'Contractors use the separate vendor portal. Vendor questions, such as payments and application reviews, are answered on the vendor help page.',
        link: { label: 'Vendor help', href: paths.vendorHelp.getHref() },
      },
    ],
  },
];
