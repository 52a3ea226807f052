import { Eye, HeartHandshake, RefreshCw, ShieldCheck, Target, Users, type LucideIcon } from 'lucide-react';
import { DEPOSIT_AMOUNT_DOLLARS, MANAGEMENT_FEE_PERCENT, WAITLIST_COUNT_LABEL } from '@/config/constants';

export const aboutMeta = {
  title: 'About',
  description: `Why we built DoorKeep: property management that treats small landlords like they matter, for a flat ${MANAGEMENT_FEE_PERCENT}% of rent collected.`,
};

export const aboutHero = {
  eyebrow: 'About DoorKeep',
  title: 'Our Mission & Story',
  lead: 'We are landlords and engineers who got tired of choosing between doing everything ourselves and paying someone a tenth of our rent to do it slowly.',
};

export const foundersStory = {
  eyebrow: 'How it started',
  title: 'Built by owners who took the 2 AM calls',
  paragraphs: [
    'DoorKeep started with a water heater. One of our founders owned four rentals across town and had a full-time job in software. At two in the morning on a January night, a tenant called: no hot water, a toddler in the house and a puddle spreading across the garage floor. The property manager he paid ten percent of his rent to did not pick up until nine.',
    'The other founder had spent a decade running maintenance operations for a large management company. She knew the dirty secret of the industry: most of a manager’s day is routing messages, chasing quotes and copying numbers between systems, work that software does better and faster than people. Owners pay premium fees for it anyway, and then pay a markup on every repair on top.',
    `So we built the manager we wanted: an AI that answers every tenant in about a minute, a network of vetted contractors paid at cost, and a real person on our team for the decisions that need judgment. We charge a flat ${MANAGEMENT_FEE_PERCENT}% of the rent we collect, because a fee should follow the value you receive, not the number of invoices we can mark up.`,
  ],
  stats: [
    { value: '1000+', label: 'Doors managed' },
    { value: WAITLIST_COUNT_LABEL, label: 'Owners on the waitlist' },
    { value: '78', label: 'Owner NPS' },
  ],
};

export const missionVision = {
  mission: {
    icon: Target,
    title: 'Mission',
    text: 'Give every small landlord the service of a top-tier management company, at a price that leaves the profit with the owner.',
  },
  vision: {
    icon: Eye,
    title: 'Vision',
    text: 'A rental market where problems are fixed before tenants have to ask twice, and owning a few homes is a calm, dependable way to build wealth.',
  },
} satisfies Record<string, { icon: LucideIcon; title: string; text: string }>;

export const coreValues = {
  eyebrow: 'What we stand for',
  title: 'Our core values',
  items: [
    { icon: Users, title: 'Owners First', text: 'Every decision starts with one question: does this leave the owner better off? If not, we do not ship it.' },
    { icon: ShieldCheck, title: 'Reliability Above All', text: 'A burst pipe does not wait for office hours, so neither do we. We measure ourselves by the nights nobody had to call you.' },
    { icon: RefreshCw, title: 'Continuous Improvement', text: 'Every request teaches the system something. We review outcomes weekly and make the next response faster and better.' },
    { icon: HeartHandshake, title: 'Transparent Partnerships', text: 'One flat fee, invoices at cost and a dashboard that shows everything. You should never wonder what we are doing with your money.' },
  ] satisfies ReadonlyArray<{ icon: LucideIcon; title: string; text: string }>,
};

export const aboutCta = {
  title: 'Come build a calmer rental business with us',
  lead: `Reserve your spot with a fully refundable $${DEPOSIT_AMOUNT_DOLLARS} deposit to lock in the ${MANAGEMENT_FEE_PERCENT}% rate for life; we will be in touch when we launch in your area.`,
  primary: 'Reserve My Spot',
  secondary: 'See pricing',
};
