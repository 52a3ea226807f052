import type { LucideIcon } from 'lucide-react';
import { Clock, HeartHandshake, Mail, MessageCircle, Phone } from 'lucide-react';
import { site } from '@/config/site';
import type { supportCategories, supportPriorities } from '@/lib/submissions';
import { mailtoHref } from '@/lib/mailto';

type SupportPriority = (typeof supportPriorities)[number];
type SupportCategory = (typeof supportCategories)[number];

export const supportMeta = {
  title: 'Support',
  description: `Contact ${site.name} support by email 24/7 or by phone Mon-Fri 8AM-8PM CT. Every message gets a ticket and a reply in under 4 hours.`,
} as const;

export const supportHero = {
  eyebrow: `${site.name} Support`,
  title: 'How Can We Help?',
  lead: 'Questions about the waitlist, your deposit or how the AI handles a 2 AM leak? Real people read every message and answer fast.',
  /** Leads to the message form, which sits below the channels on a phone. */
  formLink: 'Send us a message',
} as const;

export type SupportClaim = { icon: LucideIcon; value: string; label: string };

export const supportClaims: readonly SupportClaim[] = [
  { icon: Clock, value: '< 4 hrs', label: 'Average response time' },
  { icon: MessageCircle, value: '24/7', label: 'Email support' },
  { icon: HeartHandshake, value: '98%', label: 'Satisfaction rate' },
];

export type SupportChannel = {
  icon: LucideIcon;
  title: string;
  text: string;
  availability: string;
  response: string;
  action: { label: string; href: string };
};

export const supportChannels: readonly SupportChannel[] = [
  {
    icon: Mail,
    title: 'Email Support',
    text: 'Best for account questions, billing and anything you want in writing.',
    availability: 'Available 24/7',
    response: 'Response in under 4 hours',
    action: { label: site.contact.supportEmail, href: mailtoHref(site.contact.supportEmail) },
  },
  {
    icon: Phone,
    title: 'Phone Support',
    text: 'Talk it through with our owner success team.',
    availability: 'Mon-Fri 8AM-8PM CT',
    response: 'Immediate response',
    action: { label: site.contact.phoneDisplay, href: `tel:${site.contact.phoneHref}` },
  },
];

export const supportHelpCenter = {
  title: 'Looking for a quick answer?',
  text: 'Guides on onboarding, payments and the tenant portal are in the Help Center.',
  linkLabel: 'Visit the Help Center',
} as const;

export const priorityOptions: readonly { value: SupportPriority; label: string }[] = [
  { value: 'low', label: 'Low - whenever you can' },
  { value: 'medium', label: 'Medium - within the day' },
  { value: 'high', label: 'High - affects my rentals' },
  { value: 'urgent', label: 'Urgent - needs attention now' },
];

export const categoryOptions: readonly { value: SupportCategory; label: string }[] = [
  { value: 'general', label: 'General question' },
  { value: 'technical', label: 'Technical support' },
  { value: 'billing', label: 'Billing and payments' },
  { value: 'feature', label: 'Feature request' },
  { value: 'bug', label: 'Report a bug' },
];

export const supportFormCopy = {
  heading: 'Send us a message',
  lead: 'Tell us what you need and we will open a ticket right away.',
  name: 'Your name',
  email: 'Email',
  subject: 'Subject',
  priority: 'Priority',
  category: 'Category',
  message: 'Message',
  messageHint: 'Include the property address or waitlist email if it helps us find you faster.',
  submitLabel: 'Send Message',
  busyLabel: 'Sending...',
  requiredNote: 'Fields marked * are required.',
  invalidForm: 'Please fix the highlighted fields and try again.',
  saveFailed: 'We could not save your message in this browser. Please try again, or email us directly.',
} as const;

export const supportSuccessCopy = {
  heading: 'Message sent!',
  savedHeading: 'Message saved',
  savedLead:
    'You appear to be offline. Your message is kept in this browser and will be sent by itself as soon as the connection is back.',
  ticketLabel: 'Your ticket reference',
  promise: 'Our team will respond within 4 hours. Keep your ticket reference handy if you follow up by phone or email.',
  sendAnother: 'Send another message',
} as const;

export const supportTimings = {
  /** The simulated send, in milliseconds. */
  send: 1500,
} as const;

/**
 * The hidden field that only bots fill in (visually hidden, aria-hidden, out of the tab order, no autofill): a
 * submission that carries it looks accepted but is never stored or sent.
 */
export const honeypotField = { name: 'fax_number', label: 'Leave this field empty' } as const;
