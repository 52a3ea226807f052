import {
  BellRing,
  Bot,
  CircleCheck,
  ClipboardCheck,
  Droplets,
  Hammer,
  LineChart,
  MessageCircle,
  Receipt,
  ShieldCheck,
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
import type { TestimonialData } from '@/components/marketing/testimonial';

export type IconText = { icon: LucideIcon; title: string; text: string };
export type Figure = { value: string; label: string };

export const homeMeta = {
  title: `AI Property Management for a Flat ${MANAGEMENT_FEE_PERCENT}%`,
  description: `DoorKeep runs your rentals with AI for a flat ${MANAGEMENT_FEE_PERCENT}% of rent collected: tenant messages, repairs, rent and reporting, answered in about 60 seconds, 24/7.`,
};

export const homeHero = {
  badge: `AI property management · flat ${MANAGEMENT_FEE_PERCENT}%`,
  title: 'Stop 2AM Emergency Calls',
  lead: `DoorKeep answers your tenants in about a minute, day or night, sends a vetted pro when something breaks and collects the rent, all for a flat ${MANAGEMENT_FEE_PERCENT}% of what we collect. You get your evenings back.`,
  primary: 'Reserve My Spot',
  secondary: 'See How It Works',
  trust: [`${WAITLIST_COUNT_LABEL} owners on the waitlist`, `$${DEPOSIT_AMOUNT_DOLLARS} fully refundable`, 'No setup fees'],
  /** The live-feed illustration beside the headline: one night at a rental, handled. */
  feed: {
    label: 'Tonight at 14 Maple Court',
    events: [
      { time: '2:04 AM', title: 'Tenant reports water under the sink', tone: 'alert' },
      { time: '2:05 AM', title: 'AI triage: supply-line leak, urgent', tone: 'info' },
      { time: '2:06 AM', title: 'Licensed plumber dispatched, ETA 35 min', tone: 'info' },
      { time: '3:12 AM', title: 'Fixed. Invoice $185, no markup', tone: 'done' },
    ],
    footer: 'You slept through it. The summary is in your inbox.',
  } as const,
};

export const homeStats = {
  label: 'DoorKeep at a glance',
  items: [
    { value: '60 sec', label: 'Average response time' },
    { value: '~90%', label: 'Of tasks handled by AI' },
    { value: '1000+', label: 'Doors managed' },
    { value: '78', label: 'Owner NPS' },
  ] satisfies readonly Figure[],
};

export const problemSolution = {
  eyebrow: 'Why owners switch',
  title: 'Property management was built for the manager, not for you',
  problem: {
    title: 'The old way',
    items: [
      `${TRADITIONAL_FEE_RANGE_LABEL} of your rent, plus leasing, setup and renewal fees`,
      'A 10-20% markup hidden in every repair invoice',
      'Voicemail after 5 PM, so the 2 AM call still comes to you',
      'A monthly PDF that tells you what went wrong weeks ago',
    ],
  },
  solution: {
    title: 'The DoorKeep way',
    items: [
      `One flat ${MANAGEMENT_FEE_PERCENT}% of rent collected. Nothing else`,
      'Contractor invoices passed through at cost, zero markup',
      'AI answers every tenant in about a minute, 24/7',
      'A live dashboard that shows every request as it happens',
    ],
  },
};

export const aiFeatures = {
  eyebrow: 'What the AI does',
  title: 'An assistant that never clocks out',
  lead: 'DoorKeep handles the routine ninety percent on its own and brings you in only for the decisions that are really yours.',
  items: [
    { icon: MessageCircle, title: 'Instant tenant replies', text: 'Text, email or portal chat, answered in about 60 seconds with your house rules and lease terms in mind.' },
    { icon: Wrench, title: 'Maintenance triage', text: 'Photos and descriptions are diagnosed, ranked by urgency and matched to the right trade before a pipe can do more damage.' },
    { icon: Hammer, title: 'Smart vendor dispatch', text: 'Vetted, insured local pros are booked automatically, with spending limits you set and invoices at cost.' },
    { icon: Wallet, title: 'Rent on autopilot', text: 'Online collection, friendly reminders and late-fee rules applied consistently, so you never chase a payment.' },
    { icon: ShieldCheck, title: 'Tenant screening', text: 'Credit, eviction and income checks summarized into a clear recommendation you can approve in one tap.' },
    { icon: LineChart, title: 'Live reporting', text: 'Cash flow, open requests and vacancy at a glance, plus a tidy statement for your accountant every month.' },
  ] satisfies readonly IconText[],
};

export const performance = {
  eyebrow: 'Proven performance',
  title: 'The numbers owners care about',
  lead: 'Lower costs, faster fixes and happier tenants, measured across the doors we manage today.',
  savings: {
    title: 'Where the savings come from',
    caption: `Yearly cost on one $2,000/month rental: a ${TRADITIONAL_FEE_PERCENT}% manager versus DoorKeep at ${MANAGEMENT_FEE_PERCENT}%.`,
    bars: [
      { label: `Traditional management fee (${TRADITIONAL_FEE_PERCENT}%)`, amount: 2400, tone: 'muted' },
      { label: `DoorKeep fee (${MANAGEMENT_FEE_PERCENT}%)`, amount: 480, tone: 'brand' },
      { label: 'Typical 15% repair markup on $3,000 of repairs', amount: 450, tone: 'muted' },
      { label: 'DoorKeep repair markup', amount: 0, tone: 'brand' },
    ],
    total: 'Up to $2,370 a year back per property',
  },
  metrics: {
    title: 'Success metrics',
    items: [
      { value: '< 5 min', label: 'Response time on urgent requests' },
      { value: '92%', label: 'Tenant satisfaction' },
      { value: '40%', label: 'Fewer major repairs' },
      { value: '25%', label: 'Cost savings' },
      { value: '20+ hrs', label: 'Saved every month' },
    ] satisfies readonly Figure[],
  },
  testimonial: {
    quote: 'I used to keep my phone on the nightstand with the volume up. Last winter a pipe burst at 3 AM and I found out over breakfast, when it was already fixed and the invoice was in the app.',
    name: 'Maria Delgado',
    role: 'Owner of 6 single-family rentals, Henderson, NV',
  } satisfies TestimonialData,
  growth: {
    title: 'Doors under management',
    caption: 'Doors managed by DoorKeep at the end of each month over the last year, growing from 140 to more than 1,000.',
    unit: 'doors',
    points: [
      { label: 'Jan', value: 140 },
      { label: 'Feb', value: 175 },
      { label: 'Mar', value: 220 },
      { label: 'Apr', value: 270 },
      { label: 'May', value: 330 },
      { label: 'Jun', value: 410 },
      { label: 'Jul', value: 490 },
      { label: 'Aug', value: 580 },
      { label: 'Sep', value: 680 },
      { label: 'Oct', value: 790 },
      { label: 'Nov', value: 900 },
      { label: 'Dec', value: 1040 },
    ],
  },
};

export type ComparisonRow = { feature: string; traditional: string; doorKeep: string };

export const comparison = {
  eyebrow: 'Side by side',
  title: 'Traditional management vs DoorKeep',
  lead: 'The same job, priced and delivered very differently.',
  caption: 'How traditional property management compares with DoorKeep',
  columns: { feature: 'What you get', traditional: 'Traditional management', doorKeep: 'DoorKeep' },
  rows: [
    { feature: 'Management fee', traditional: `${TRADITIONAL_FEE_RANGE_LABEL} of rent, plus fees`, doorKeep: `${MANAGEMENT_FEE_PERCENT}% of rent collected, all-inclusive` },
    { feature: 'Response to tenants', traditional: 'Hours to days', doorKeep: 'About 60 seconds' },
    { feature: 'Availability', traditional: 'Office hours, voicemail after', doorKeep: '24/7, every day of the year' },
    { feature: 'Maintenance markup', traditional: '10-20% on every invoice', doorKeep: 'Zero, invoices at cost' },
    { feature: 'Setup fees', traditional: 'Common', doorKeep: `None, free setup worth $${FREE_SETUP_VALUE_DOLLARS}` },
    { feature: 'Vacant units', traditional: 'Often still billed', doorKeep: 'No fee' },
    { feature: 'Contract', traditional: 'Twelve months, exit penalties', doorKeep: 'No minimum, 30 days notice' },
    { feature: 'Reporting', traditional: 'Monthly statement', doorKeep: 'Real-time dashboard' },
  ] satisfies readonly ComparisonRow[],
};

export type OwnerStory = { name: string; portfolio: string; location: string; quote: string; result: Figure };

export const ownerStories = {
  eyebrow: 'Owner stories',
  title: 'Landlords who got their time back',
  items: [
    {
      name: 'James Whitfield',
      portfolio: '3 duplexes',
      location: 'Las Vegas, NV',
      quote: 'My old manager took 11% and still called me about every dripping tap. Now I get one tidy summary a week and my statement is finally simple.',
      result: { value: '$4,100', label: 'saved in the first year' },
    },
    {
      name: 'Priya Raman',
      portfolio: '8 condos',
      location: 'Phoenix, AZ',
      quote: 'Two of my units sat empty for a month between tenants. With DoorKeep I paid nothing for those months. That alone told me whose side they are on.',
      result: { value: '14 days', label: 'average time to fill a vacancy' },
    },
    {
      name: 'Tom & Alicia Brooks',
      portfolio: '12 single-family homes',
      location: 'Austin, TX',
      quote: 'We were about to sell two houses because managing them was eating our weekends. Instead we bought a thirteenth.',
      result: { value: '22 hrs', label: 'saved every month' },
    },
  ] satisfies readonly OwnerStory[],
};

export const waitlistCta = {
  eyebrow: 'Founding owners',
  title: `Join ${WAITLIST_COUNT_LABEL} owners on the waitlist`,
  lead: `Reserve your place with a fully refundable $${DEPOSIT_AMOUNT_DOLLARS} deposit and lock in our ${MANAGEMENT_FEE_PERCENT}% rate for life.`,
  primary: `Reserve My Spot - $${DEPOSIT_AMOUNT_DOLLARS}`,
  secondary: 'See pricing',
};

export const newsletterSection = {
  eyebrow: 'The DoorKeep letter',
  title: 'Smarter landlording, once a month',
  lead: 'One short e-mail with maintenance checklists, rent-pricing data and the law changes that matter to small landlords. No spam, unsubscribe in one click.',
  points: [
    { icon: ClipboardCheck, text: 'Seasonal maintenance checklists' },
    { icon: Receipt, text: 'Local rent and vacancy trends' },
    { icon: BellRing, text: 'Landlord-law changes, in plain English' },
  ],
};

/** Icons beside the hero feed's events, by tone. */
export const feedIcons = { alert: Droplets, info: Bot, done: CircleCheck } as const;
