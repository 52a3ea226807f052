import {
  BadgeDollarSign,
  Bug,
  CalendarCheck,
  ClipboardCheck,
  Droplets,
  Fan,
  Cctv,
  House,
  Layers,
  type LucideIcon,
  MessageSquareText,
  Paintbrush,
  Send,
  ShieldCheck,
  Sparkles,
  Sprout,
  TrendingUp,
  Users,
  Wallet,
  WashingMachine,
  Wrench,
  Zap,
} from 'lucide-react';
import { vendorCategories } from '@/lib/submissions';
import type { DemandLevel } from '../demand';

export type VendorStat = { value: string; label: string };
export type VendorBenefit = { icon: LucideIcon; title: string; description: string };
export type VendorStep = { icon: LucideIcon; title: string; description: string };
export type ServiceCategory = { name: string; demand: DemandLevel; icon: LucideIcon };
export type VendorTestimonial = {
  quote: string;
  author: string;
  company: string;
  /** Whole stars, 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  earnings: string;
};

/** Vendor support hours and e-mail promise. */
export const vendorSupport = {
  hours: 'Monday-Friday 8 AM - 6 PM CT',
  emailResponse: 'within 24 hours',
} as const;

export const vendorsHero = {
  eyebrow: 'DoorKeep Vendor Network',
  title: 'Grow Your Business With DoorKeep',
  lead: 'Steady, well-described jobs from owners who pay on time. We handle the tenant calls, the scheduling and the paperwork, so you can do the work you are good at and get paid within 24 hours of finishing it.',
  applyLabel: 'Apply to Join Network',
  loginLabel: 'Existing Vendor Login',
  reassurance: ['Free to join', 'No lead fees', 'Paid within 24 hours'],
} as const;

export const vendorStats: readonly VendorStat[] = [
  { value: '500+', label: 'Vendors in the network' },
  { value: '1,000+', label: 'Properties served' },
  { value: '4.9/5', label: 'Average vendor rating' },
  { value: '24 hours', label: 'Payment after job completion' },
];

export const vendorBenefits: readonly VendorBenefit[] = [
  {
    icon: CalendarCheck,
    title: 'Steady Work Flow',
    description: 'Jobs arrive from properties near you all year round, so you spend less time chasing leads and more time booked.',
  },
  {
    icon: Wallet,
    title: 'Fast Payment',
    description: 'Close the job in the portal and the money follows within 24 hours of completion. No invoices chased, no 60-day terms.',
  },
  {
    icon: MessageSquareText,
    title: 'Clear Job Details',
    description: 'Every dispatch comes with the diagnosis, photos from the tenant, access notes and a contact, so the first visit is the right one.',
  },
  {
    icon: BadgeDollarSign,
    title: 'No Lead Fees',
    description: 'Joining is free and we never charge you for a job. Owners pay a flat 2% for management, with zero markup on your invoice.',
  },
  {
    icon: TrendingUp,
    title: 'Performance Tracking',
    description: 'See your ratings, response times and earnings in one place. Strong scores earn you first call on new work.',
  },
  {
    icon: Users,
    title: 'A Team Behind You',
    description: 'Our vendor relations team answers questions, settles scheduling snags and speaks up for you when something goes sideways.',
  },
];

export const vendorSteps: readonly VendorStep[] = [
  {
    icon: ClipboardCheck,
    title: 'Apply to Join',
    description: 'Tell us about your business, your trades and the area you cover. The online application takes about ten minutes.',
  },
  {
    icon: ShieldCheck,
    title: 'Get Approved',
    description: 'Our vendor relations team reviews your application and verifies your qualifications, license and insurance.',
  },
  {
    icon: Send,
    title: 'Receive Jobs',
    description: 'Matching jobs reach you by text and in the vendor portal. Accept the ones that fit your schedule.',
  },
  {
    icon: Wallet,
    title: 'Get Paid Fast',
    description: 'Mark the job complete with photos and your invoice. Payment lands within 24 hours of completion.',
  },
];

/** The categories of the vendors page with their demand labels, one per category shown. */
export const serviceCategories: readonly ServiceCategory[] = [
  { name: 'Plumbing', demand: 'High', icon: Droplets },
  { name: 'Electrical', demand: 'High', icon: Zap },
  { name: 'HVAC', demand: 'Very High', icon: Fan },
  { name: 'Handyman', demand: 'High', icon: Wrench },
  { name: 'Appliance Repair', demand: 'Medium', icon: WashingMachine },
  { name: 'Landscaping', demand: 'Medium', icon: Sprout },
  { name: 'Cleaning', demand: 'High', icon: Sparkles },
  { name: 'Painting', demand: 'Medium', icon: Paintbrush },
  { name: 'Flooring', demand: 'Medium', icon: Layers },
  { name: 'Roofing', demand: 'High', icon: House },
  { name: 'Pest Control', demand: 'Medium', icon: Bug },
  { name: 'Security', demand: 'Low', icon: Cctv },
];

export const vendorTestimonials: readonly VendorTestimonial[] = [
  {
    quote: 'The job notes are the best part. I know what is broken before I load the van, so I fix it on the first visit and I am paid the next morning.',
    author: 'Marcus Bell',
    company: 'Bell Plumbing & Drain',
    rating: 5,
    earnings: '$4,800 average monthly earnings',
  },
  {
    quote: 'Summer used to be feast or famine. With DoorKeep my two crews stay booked across the valley and I have not chased a single invoice this year.',
    author: 'Nadia Haddad',
    company: 'CoolAir HVAC Services',
    rating: 5,
    earnings: '$7,200 average monthly earnings',
  },
  {
    quote: 'Straightforward to work with and the payments are as fast as promised. Scheduling a few access windows took some back and forth early on.',
    author: 'Dale Kowalski',
    company: 'Kowalski Handyman Co.',
    rating: 4,
    earnings: '$3,100 average monthly earnings',
  },
];

export const vendorSections = {
  stats: 'The network in numbers',
  benefits: {
    eyebrow: 'Why join',
    title: 'Why Vendors Choose DoorKeep',
    lead: 'We built the network around the things contractors told us matter most: reliable work, complete information and fast money.',
  },
  steps: {
    eyebrow: 'How it works',
    title: 'From Application to Payday in Four Steps',
    lead: 'A short application, a careful review, then work that comes to you.',
  },
  categories: {
    eyebrow: 'Services we dispatch',
    title: 'Service Categories',
    lead: `We recruit in all ${vendorCategories.length} trades the application lists. These ${serviceCategories.length} are the ones we dispatch most; demand shows how much work we expect to send in each right now.`,
    legendLabel: 'Demand levels',
  },
  testimonials: {
    eyebrow: 'Vendor stories',
    title: 'What Our Vendors Say',
    lead: 'Independent contractors and growing crews who work with DoorKeep every week.',
  },
  contact: {
    eyebrow: 'Vendor relations',
    title: 'Questions Before You Apply?',
    lead: 'Talk to the people who review applications and dispatch jobs. We are happy to walk you through how the network works.',
    helpLabel: 'Read the vendor FAQ',
  },
} as const;
