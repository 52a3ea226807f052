import {
  BadgeCheck,
  BarChart3,
  CalendarCheck,
  FileSearch,
  Headphones,
  Lock,
  MessageSquare,
  ShieldCheck,
  Smartphone,
  TrendingUp,
  Users,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import {
  DEPOSIT_AMOUNT_DOLLARS,
  FREE_SETUP_VALUE_DOLLARS,
  MANAGEMENT_FEE_PERCENT,
  TRADITIONAL_FEE_PERCENT,
  TRADITIONAL_FEE_RANGE_LABEL,
  WAITLIST_COUNT_LABEL,
} from '@/config/constants';

export const pricingMeta = {
  title: 'Pricing',
  description: `One flat ${MANAGEMENT_FEE_PERCENT}% of rent collected, all-inclusive. No setup, cancellation or hidden fees, no maintenance markup, and a calculator to see what you keep.`,
};

export const pricingHero = {
  badge: 'Founding-owner pricing',
  title: `Simple, Flat ${MANAGEMENT_FEE_PERCENT}% Pricing`,
  lead: `Traditional managers take ${TRADITIONAL_FEE_RANGE_LABEL} of your rent and then bill you again for every lease, inspection and repair. DoorKeep charges one flat ${MANAGEMENT_FEE_PERCENT}% of the rent we actually collect. That is the whole price.`,
  cta: `Reserve My Spot - $${DEPOSIT_AMOUNT_DOLLARS}`,
  reassurance: [
    { icon: ShieldCheck, text: `$${DEPOSIT_AMOUNT_DOLLARS} fully refundable` },
    { icon: Lock, text: `Locks your ${MANAGEMENT_FEE_PERCENT}% lifetime rate` },
    { icon: Users, text: `${WAITLIST_COUNT_LABEL} owners on the waitlist` },
  ] satisfies ReadonlyArray<{ icon: LucideIcon; text: string }>,
};

export type PlanColumn = {
  name: string;
  price: string;
  priceNote: string;
  tone: 'traditional' | 'doorkeep';
  points: readonly { text: string; included: boolean }[];
};

export const planComparison = {
  eyebrow: 'Side by side',
  title: 'What you actually pay',
  lead: 'The headline rate is only half the story. Here is everything that ends up on the statement.',
  plans: [
    {
      name: 'Traditional management',
      price: TRADITIONAL_FEE_RANGE_LABEL,
      priceNote: 'of rent, plus fees',
      tone: 'traditional',
      points: [
        { text: 'Leasing fee, often half to a full month of rent', included: false },
        { text: 'Setup and onboarding fees', included: false },
        { text: '10-20% markup on every maintenance invoice', included: false },
        { text: 'Fees charged on vacant months', included: false },
        { text: 'Replies during office hours', included: false },
        { text: 'Twelve-month contracts with exit penalties', included: false },
      ],
    },
    {
      name: 'DoorKeep',
      price: `${MANAGEMENT_FEE_PERCENT}%`,
      priceNote: 'of rent collected, all-inclusive',
      tone: 'doorkeep',
      points: [
        { text: `No setup fees: free setup worth $${FREE_SETUP_VALUE_DOLLARS}`, included: true },
        { text: 'Zero markup on maintenance', included: true },
        { text: 'Nothing charged while a unit is vacant', included: true },
        { text: '24/7 AI response in about 60 seconds', included: true },
        { text: 'Cancel anytime with 30 days notice', included: true },
        { text: 'No minimum contract', included: true },
      ],
    },
  ] satisfies readonly PlanColumn[],
};

export const calculatorSection = {
  eyebrow: 'ROI calculator',
  title: 'See what you keep',
  lead: `Move the sliders to match your portfolio. We compare a typical ${TRADITIONAL_FEE_PERCENT}% management fee with our flat ${MANAGEMENT_FEE_PERCENT}%.`,
};

export const calculatorCopy = {
  inputsTitle: 'Your portfolio',
  inputsHint: 'Use the sliders or the arrow keys.',
  rentLabel: 'Monthly rent per property',
  propertiesLabel: 'Number of properties',
  resultsTitle: 'Your yearly management cost',
  traditionalLabel: 'Traditional management',
  doorKeepLabel: 'DoorKeep',
  perYear: 'a year',
  perMonth: 'a month',
  savingsLabel: 'You save every year',
  summaryLabel: 'Yearly savings',
  monthlySavingsSuffix: 'back in your pocket every month',
  shareHint: 'Your numbers are saved in this page’s address, so you can bookmark them or send them to a partner.',
};

export const includedSection = {
  eyebrow: 'One price, nothing held back',
  title: 'Everything Included',
  lead: `The ${MANAGEMENT_FEE_PERCENT}% covers every part of running your rentals. There is no premium tier to upgrade to.`,
  items: [
    { icon: Headphones, text: '24/7 AI tenant communication' },
    { icon: Wrench, text: 'Maintenance triage and vendor dispatch' },
    { icon: Wallet, text: 'Online rent collection and tracking' },
    { icon: FileSearch, text: 'Tenant screening and background checks' },
    { icon: TrendingUp, text: 'Rent optimization from local market data' },
    { icon: BarChart3, text: 'Monthly statements and performance reports' },
    { icon: Smartphone, text: 'Modern tenant portal and chat' },
    { icon: BadgeCheck, text: 'Vetted, insured contractor network' },
    { icon: CalendarCheck, text: 'Lease renewals and move-in, move-out checklists' },
    { icon: MessageSquare, text: 'Owner dashboard with real-time updates' },
  ] satisfies ReadonlyArray<{ icon: LucideIcon; text: string }>,
};

export type FaqEntry = { id: string; question: string; answer: string };

export const faqSection = {
  eyebrow: 'Questions',
  title: 'Frequently asked questions',
  lead: 'Straight answers about the fee and the fine print.',
  items: [
    {
      id: 'setup-fees',
      question: 'Are there any setup fees?',
      answer: `No. There are no setup fees at all. Founding owners get our white-glove setup, worth $${FREE_SETUP_VALUE_DOLLARS}, free: we import your leases, tenant contacts and property details for you.`,
    },
    {
      id: 'cancellation',
      question: 'Can I cancel anytime?',
      answer: 'Yes. Cancel anytime with 30 days notice. There are no cancellation fees, and we hand your records back in a clean, exportable format.',
    },
    {
      id: 'maintenance-costs',
      question: 'How do you handle maintenance costs?',
      answer: 'You pay exactly what the contractor charges, with zero markup. Traditional managers typically add 10-20% on top of every invoice; we never do, and you approve anything above the limit you set.',
    },
    {
      id: 'vacant-properties',
      question: 'What about vacant properties?',
      answer: `Vacant properties incur no fee. Our ${MANAGEMENT_FEE_PERCENT}% is charged on rent collected, so when a unit earns nothing, neither do we.`,
    },
    {
      id: 'minimum-contract',
      question: 'Is there a minimum contract?',
      answer: 'No. There is no minimum contract and no lock-in period. We would rather earn your business every month.',
    },
  ] satisfies readonly FaqEntry[],
};

export const finalCta = {
  title: 'Ready to keep more of your rent?',
  cta: `Lock in ${MANAGEMENT_FEE_PERCENT}% Rate Forever`,
  lead: `Join ${WAITLIST_COUNT_LABEL} owners who reserved their place. Your $${DEPOSIT_AMOUNT_DOLLARS} deposit is fully refundable and credited 100% to your first month's fee.`,
  secondary: 'Join the waitlist',
};
