import {
  BarChart3,
  BrainCircuit,
  HardHat,
  LayoutDashboard,
  Siren,
  Smartphone,
  TrendingUp,
  UserCheck,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import { MANAGEMENT_FEE_PERCENT } from '@/config/constants';

export type PillarCard = { icon: LucideIcon; title: string; text: string; bullets: readonly string[] };
export type FeatureCard = { icon: LucideIcon; title: string; text: string };

export const featuresMeta = {
  title: 'Features',
  description: 'Everything DoorKeep does for your rentals: AI maintenance triage, automated rent collection, tenant screening and real-time analytics.',
};

export const featuresHero = {
  badge: 'AI-first property management',
  title: 'Property Management Reimagined',
  lead: `Everything a full-service manager does, rebuilt around an AI that answers in seconds, and priced at a flat ${MANAGEMENT_FEE_PERCENT}% of rent collected.`,
  primary: 'Reserve My Spot',
  secondary: 'See How It Works',
};

export const pillars = {
  eyebrow: 'Three pillars',
  title: 'One system that runs the whole rental',
  items: [
    {
      icon: BrainCircuit,
      title: 'AI-Powered Intelligence',
      text: 'Understands tenant messages, photos and urgency the way an experienced manager would, only faster.',
      bullets: [
        'Reads texts, e-mails and photos in plain language',
        'Ranks every request by urgency and likely cause',
        'Learns your preferences, budgets and favorite vendors',
        'Flags patterns before they become expensive repairs',
      ],
    },
    {
      icon: Workflow,
      title: 'Complete Automation',
      text: 'The busywork of owning rentals happens on its own, with you approving only what matters.',
      bullets: [
        'Rent collection, reminders and late-fee rules',
        'Vendor booking, follow-up and invoice matching',
        'Lease renewals and move-in, move-out checklists',
        'Owner approval only above the limits you set',
      ],
    },
    {
      icon: BarChart3,
      title: 'Real-Time Analytics',
      text: 'Know exactly how every door performs, today, without waiting for a month-end PDF.',
      bullets: [
        'Live cash flow and occupancy per property',
        'Maintenance spend against your budget',
        'Rent compared with the local market',
        'Tax-ready statements you can export anytime',
      ],
    },
  ] satisfies readonly PillarCard[],
};

export const featureGrid = {
  eyebrow: 'And everything else',
  title: 'Built for the details that cost owners money',
  items: [
    { icon: Siren, title: '24/7 Emergency Response', text: 'Floods, lockouts and no-heat nights are triaged in about a minute and a pro is on the way, whatever the hour.' },
    { icon: UserCheck, title: 'Advanced Tenant Screening', text: 'Credit, eviction, income and reference checks combined into one clear, fair-housing-compliant recommendation.' },
    { icon: TrendingUp, title: 'Rent Optimization', text: 'Local market data suggests the right rent at every renewal, so you are never leaving money on the table.' },
    { icon: Smartphone, title: 'Modern Tenant Portal', text: 'Tenants pay, request repairs and chat from their phone, and always know the status of their request.' },
    { icon: HardHat, title: 'Vetted Contractor Network', text: 'Licensed, insured and rated local pros, paid at cost with zero markup, booked in minutes.' },
    { icon: LayoutDashboard, title: 'Performance Analytics', text: 'Response times, tenant satisfaction and spend per door, benchmarked against similar rentals.' },
  ] satisfies readonly FeatureCard[],
};

export const featuresCta = {
  title: 'See it handle your first request',
  lead: `Reserve your place today. Setup takes about five minutes and your ${MANAGEMENT_FEE_PERCENT}% rate is locked for life.`,
  primary: 'Reserve My Spot',
  secondary: 'View pricing',
};
