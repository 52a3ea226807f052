import { paths } from '@/config/paths';
import {
  DEPOSIT_AMOUNT_DOLLARS,
  MANAGEMENT_FEE_PERCENT,
  TRADITIONAL_FEE_PERCENT,
} from '@/config/constants';

/** Copy of the resources hub, the all-articles page and the pieces they share. */
export const resourcesPage = {
  title: 'Resources',
  description:
    'Guides, owner case studies and tools for small landlords: cut maintenance costs, understand management fees and screen tenants fairly.',
  eyebrow: 'Resources',
  heading: 'Landlord Resources',
  lead: 'Practical guides, real owner stories and the numbers behind a calmer rental business. Written for landlords with one door or fifty.',
  jumpLinks: [
    { label: 'Articles', anchor: 'articles' },
    { label: 'Case studies', anchor: 'case-studies' },
    { label: 'ROI calculator', anchor: 'roi' },
    { label: 'Newsletter', anchor: 'newsletter' },
  ],
  articles: {
    eyebrow: 'From the blog',
    title: 'Latest Articles',
    lead: 'Short, practical reads on maintenance, money and tenants.',
    viewAll: 'View All Articles',
  },
  caseStudies: {
    eyebrow: 'Case studies',
    title: 'Owner Success Stories',
    lead: 'How small landlords use DoorKeep to get their time and their margins back.',
    readMore: 'Read the case study',
  },
  roi: {
    eyebrow: 'ROI calculator',
    title: 'See what 2% would save you',
    text: `Traditional managers charge around ${TRADITIONAL_FEE_PERCENT}% of rent. DoorKeep charges a flat ${MANAGEMENT_FEE_PERCENT}%, all-inclusive. On a typical $2,000 a month rental, the difference adds up fast.`,
    example: [
      { label: `Traditional (${TRADITIONAL_FEE_PERCENT}%)`, value: '$2,400', note: 'a year' },
      { label: `DoorKeep (${MANAGEMENT_FEE_PERCENT}%)`, value: '$480', note: 'a year' },
    ],
    savings: { value: '$1,920', label: 'saved per property, every year' },
    cta: 'Reserve My Spot',
    note: `Fully refundable $${DEPOSIT_AMOUNT_DOLLARS} deposit locks in the ${MANAGEMENT_FEE_PERCENT}% rate for life.`,
  },
  newsletter: {
    eyebrow: 'Monthly newsletter',
    title: 'Landlord insights, once a month',
    text: 'One useful e-mail a month: a practical guide, a maintenance reminder for the season ahead and what we are learning from owners. No spam, unsubscribe with one click.',
    points: ['Seasonal maintenance checklists', 'Fee and rent benchmarks', 'New guides before anyone else'],
    readers: 'Read by 1,000+ landlords',
    preview: {
      label: 'Inside a typical issue',
      subject: 'Five checks before the first freeze',
      items: [
        { kicker: 'Guide', text: 'What a ten percent management fee really costs you' },
        { kicker: 'Checklist', text: 'Pipes, gutters and heating: a weekend of winter prep' },
        { kicker: 'From owners', text: 'How one landlord cut vacancy from 41 days to 9' },
      ],
    },
  },
} as const;

export const blogIndexPage = {
  title: 'All Articles',
  description: 'Every DoorKeep article for small landlords, newest first: maintenance, management fees, tenant screening and more.',
  eyebrow: 'The DoorKeep blog',
  heading: 'All Articles',
  lead: 'Every guide we have written for small landlords, newest first.',
  backToResources: 'Back to resources',
  helpPrompt: { title: 'Looking for a quick answer?', text: 'The Help Center answers common owner questions in a sentence or two.', cta: 'Visit the Help Center' },
} as const;

export const articlePageCopy = {
  backToArticles: 'All articles',
  keyPointsTitle: 'Key points',
  relatedTitle: 'Keep reading',
  cta: {
    title: 'Let DoorKeep handle the 2 AM calls',
    text: `Reserve your spot with a fully refundable $${DEPOSIT_AMOUNT_DOLLARS} deposit and lock in a flat ${MANAGEMENT_FEE_PERCENT}% rate for life.`,
    button: `Reserve My Spot - $${DEPOSIT_AMOUNT_DOLLARS}`,
  },
  moreLinks: [
    { label: 'Help Center', href: paths.help.getHref() },
    { label: 'Pricing and the ROI calculator', href: paths.pricing.getHref() },
    { label: 'How It Works', href: paths.howItWorks.getHref() },
  ],
} as const;

export const caseStudyPageCopy = {
  eyebrow: 'Case study',
  backToResources: 'All resources',
  factsTitle: 'At a glance',
  challengeTitle: 'The challenge',
  approachTitle: 'The approach',
  resultsTitle: 'The results',
  resultsInNumbers: 'Results in numbers',
  otherTitle: 'Another owner story',
  readMore: 'Read the case study',
  cta: {
    title: 'Write your own success story',
    text: `Reserve your spot with a fully refundable $${DEPOSIT_AMOUNT_DOLLARS} deposit and lock in ${MANAGEMENT_FEE_PERCENT}% for life.`,
    button: `Reserve My Spot - $${DEPOSIT_AMOUNT_DOLLARS}`,
  },
} as const;
