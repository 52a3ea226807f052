import {
  BellRing,
  Bot,
  CalendarCheck,
  Clock,
  FileUp,
  Gauge,
  Rocket,
  Sparkles,
  Timer,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import { MANAGEMENT_FEE_PERCENT } from '@/config/constants';
import type { TestimonialData } from '@/components/marketing/testimonial';

export type SetupStep = {
  number: string;
  title: string;
  duration: string;
  icon: LucideIcon;
  text: string;
  items: readonly string[];
};

export const howItWorksMeta = {
  title: 'How It Works',
  description: "Set up in five minutes, then let DoorKeep's AI handle tenants, repairs and rent while you stay informed in real time.",
};

export const howItWorksHero = {
  badge: '5-Minute Setup',
  title: 'How DoorKeep Works',
  lead: 'Upload a lease, connect your bank and go back to your day. From that moment on, our AI answers your tenants, dispatches repairs and keeps you posted.',
  primary: 'Start Free Setup',
  secondary: 'Watch Demo',
};

export const steps = {
  eyebrow: 'Three steps',
  title: 'From sign-up to hands-off in one afternoon',
  items: [
    {
      number: '01',
      title: 'Quick Setup',
      duration: '5 minutes',
      icon: FileUp,
      text: 'Hand us what you already have. We read it, organize it and build your portfolio for you.',
      items: ['Document upload and parsing', 'Tenant contact import', 'Property profile creation', 'Bank account connection'],
    },
    {
      number: '02',
      title: 'AI Takes Control',
      duration: 'Immediate',
      icon: Bot,
      text: 'The moment setup ends, DoorKeep starts answering tenants and watching over every door.',
      items: ['24/7 monitoring', 'Automated diagnosis', 'Smart vendor dispatch', 'Real-time notifications'],
    },
    {
      number: '03',
      title: 'You Stay Informed',
      duration: 'Ongoing',
      icon: Gauge,
      text: 'See everything as it happens and step in only when you want to. No surprises, no chasing.',
      items: ['Real-time dashboard', 'Automated reporting', 'Performance analytics', 'Mobile app access'],
    },
  ] satisfies readonly SetupStep[],
};

export const benefits = {
  eyebrow: 'What changes',
  title: 'The difference you feel in week one',
  items: [
    { icon: Timer, value: '5 min', label: 'To set up your first property' },
    { icon: Clock, value: '60 sec', label: 'Average response to tenants' },
    { icon: Sparkles, value: '~90%', label: 'Of tasks handled by AI' },
    { icon: CalendarCheck, value: '20+ hrs', label: 'Saved every month' },
  ] satisfies ReadonlyArray<{ icon: LucideIcon; value: string; label: string }>,
};

export const timeline = {
  eyebrow: 'Your first month',
  title: 'What to expect, and when',
  items: [
    { when: 'Day 1', title: 'Instant Activation', text: 'Your tenants get a friendly introduction and a new number to text. The AI starts answering right away.', icon: Rocket },
    { when: 'Week 1', title: 'Learning Phase', text: 'DoorKeep learns your approval limits, preferred vendors and house rules, and checks in with you on anything new.', icon: Bot },
    { when: 'Week 2', title: 'Full Automation', text: 'Routine requests, reminders and payments run on their own. You approve only what sits above your limits.', icon: BellRing },
    { when: 'Month 1', title: 'Results Delivered', text: 'Your first monthly report: response times, spend, rent collected and what we would improve next.', icon: TrendingUp },
  ] satisfies ReadonlyArray<{ when: string; title: string; text: string; icon: LucideIcon }>,
};

export const results = {
  eyebrow: 'Results',
  title: 'What owners see after the first month',
  items: [
    { value: '92%', label: 'Tenant satisfaction' },
    { value: '40%', label: 'Fewer major repairs' },
    { value: '25%', label: 'Lower operating costs' },
  ],
};

export const howItWorksTestimonial = {
  quote: 'Setup took less time than my coffee. By the end of the first week DoorKeep had handled a broken garbage disposal and two late-rent reminders, and I had not lifted a finger.',
  name: 'Derek Okafor',
  role: 'Owner of 4 townhomes, Reno, NV',
} satisfies TestimonialData;

export const howItWorksCta = {
  title: 'Ready in five minutes',
  lead: `Start your free setup today and lock in the flat ${MANAGEMENT_FEE_PERCENT}% rate for life.`,
  primary: 'Start Free Setup',
  secondary: 'See pricing',
};

export type DemoSlide = { title: string; text: string; caption: string; lines: readonly string[] };

/** The Watch Demo step-through: one illustrated slide per setup step. */
export const demo = {
  title: 'DoorKeep in three steps',
  description: 'A short illustrated walk-through. Use Next and Previous to move between steps.',
  previous: 'Previous',
  next: 'Next',
  done: 'Done',
  slides: [
    {
      title: 'Quick Setup',
      text: 'Drop in a lease or a spreadsheet. DoorKeep reads it and builds the property, tenants and rent schedule for you.',
      caption: 'Lease uploaded, details found',
      lines: ['14 Maple Court · 3 bed', 'Tenant: J. Rivera', 'Rent: $2,000 on the 1st', 'Bank account connected'],
    },
    {
      title: 'AI Takes Control',
      text: 'A tenant texts about a leak. The AI asks for a photo, diagnoses the problem and books a licensed plumber within minutes.',
      caption: 'Request handled in 58 seconds',
      lines: ['“Water under the kitchen sink”', 'Diagnosis: supply-line leak', 'Urgency: high', 'Plumber booked, ETA 35 min'],
    },
    {
      title: 'You Stay Informed',
      text: 'You see it all on your dashboard, with the invoice at cost, and a monthly report lands in your inbox.',
      caption: 'Your dashboard, live',
      lines: ['Rent collected: 100%', 'Open requests: 0', 'Repair spend: $185', 'Tenant rating: 5/5'],
    },
  ] satisfies readonly DemoSlide[],
};
