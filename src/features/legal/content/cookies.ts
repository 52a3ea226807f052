import { Cookie, HardDrive, SlidersHorizontal, ToggleRight } from 'lucide-react';
import { site } from '@/config/site';
import type { LegalDocumentContent } from '../types';
import { LEGAL_LAST_UPDATED, contactLines } from './shared';

/** The four cookie types: one required, the rest optional, with how long each is kept. */
export const cookieTypes = [
  {
    type: 'Essential',
    status: 'Required',
    purpose: 'Keep you signed in, protect forms against forgery, keep checkout secure and remember your cookie choices.',
    retention: 'Session, or until you sign out',
  },
  {
    type: 'Analytics',
    status: 'Optional',
    purpose: 'Count visits and see which pages help owners, using figures that do not identify you.',
    retention: '2 years',
  },
  {
    type: 'Payment',
    status: 'Optional',
    purpose: 'Set by our payment processor only when you choose to pay the reservation deposit, to complete the payment and prevent fraud.',
    retention: 'Session',
  },
  {
    type: 'Chat and experience',
    status: 'Optional',
    purpose: 'Remember your support chat conversation and help us understand where pages are confusing (experience analysis).',
    retention: 'Chat: 1 year; experience analysis: 1 year',
  },
] as const;

export const cookiePolicy: LegalDocumentContent = {
  metaTitle: 'Cookie Policy',
  title: 'Cookie Policy',
  description: `Which cookies and browser storage ${site.name} uses, why, how long they last and how to control them.`,
  summary: `Cookies are small files a website stores in your browser. ${site.name} uses as few as possible. This policy lists every type we use, how long each lasts and how you stay in control.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  highlightsTitle: 'Cookies at a glance',
  highlights: [
    { icon: Cookie, title: 'Four types', description: 'Essential, analytics, payment, and chat and experience.' },
    { icon: ToggleRight, title: 'Only one required', description: 'Essential cookies keep the site working. Everything else is optional.' },
    { icon: HardDrive, title: 'Browser storage', description: 'Some forms save your entries in your browser first.' },
    { icon: SlidersHorizontal, title: 'You decide', description: 'Change your mind any time in your browser settings.' },
  ],
  sections: [
    {
      id: 'what-are-cookies',
      heading: 'What cookies are',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A cookie is a small text file that a website asks your browser to keep, so it can recognize your browser on a later visit. Similar technologies, such as local storage, work the same way and this policy covers them too.',
        },
        {
          kind: 'paragraph',
          text: 'Session cookies disappear when you close your browser. Persistent cookies stay until they expire or you delete them.',
        },
      ],
    },
    {
      id: 'how-we-use-cookies',
      heading: 'How we use cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use essential cookies to run the website and the portals. Optional cookies help us measure and improve the site, take payments and support you in chat; they are set only when you use the feature they belong to and have agreed to them.',
        },
        {
          kind: 'paragraph',
          text: 'We do not use advertising cookies, and we do not let advertisers track you on our site.',
        },
      ],
    },
    {
      id: 'cookie-types',
      heading: 'The cookies we use',
      blocks: [
        {
          kind: 'table',
          caption: 'Cookie types, whether each is required, what it does and how long it is kept',
          columns: ['Type', 'Required or optional', 'What it does', 'Retention'],
          rows: cookieTypes.map((cookie) => [cookie.type, cookie.status, cookie.purpose, cookie.retention]),
        },
      ],
    },
    {
      id: 'browser-storage',
      heading: 'Local storage in your browser',
      blocks: [
        {
          kind: 'paragraph',
          text: "When you join the waitlist, sign up for the newsletter or apply to the vendor network, your entries are saved in your browser's local storage so nothing is lost if your connection drops. Signing in also keeps a session token in your browser. These items are essential to those features and stay until you clear them or sign out.",
        },
        {
          kind: 'paragraph',
          text: "On your first visit we also keep a note of where you came from: the campaign tags in the link you followed (utm_source, utm_medium and utm_campaign) and the name of the website that sent you, never the page on it. It stays in your browser, is not a cookie and is read by no other company's script. When you send a form, the note goes with it, so we learn which of our campaigns bring people. Clearing this site's data removes it.",
        },
      ],
    },
    {
      id: 'third-parties',
      heading: 'Cookies set by other companies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our payment processor sets its own cookies on its checkout page when you pay the reservation deposit. Its use of them is covered by its own policy. We choose partners who do not use our visitors\' information for their own advertising.',
        },
      ],
    },
    {
      id: 'managing-cookies',
      heading: 'Managing your choices',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every modern browser lets you see, block and delete cookies and site data, usually under Settings, then Privacy. You can refuse optional cookies without losing access to the site.',
        },
        {
          kind: 'paragraph',
          text: 'If you block essential cookies, parts of the site that need them stop working: you will not be able to sign in or finish a checkout.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If we add a cookie type or change how long one lasts, we update this page and the date at the top before the change takes effect.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        { kind: 'paragraph', text: 'Questions about cookies or your browser data? Get in touch:' },
        { kind: 'contact', lines: contactLines() },
      ],
    },
  ],
};
