import { slugify } from '@/lib/slug';

/** Which of our own illustrations a teaser card shows. */
export type ArtworkKind = 'maintenance' | 'finance' | 'tenants' | 'calm-nights' | 'autopilot';

export type BlogTeaser = {
  title: string;
  excerpt: string;
  category: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  author: string;
  artwork: ArtworkKind;
};

export type CaseStudyTeaser = {
  title: string;
  company: string;
  result: string;
  /** Where the owner's rentals are and how many doors, for the card and the study page. */
  portfolio: string;
  artwork: ArtworkKind;
};

// Titles become URL slugs (lower-cased, whitespace to hyphens), so they carry no punctuation.
/** Every article, newest first. The long bodies live in article-bodies.ts and load only with the article page. */
export const blogTeasers: readonly BlogTeaser[] = [
  {
    title: 'How AI Cuts Maintenance Costs for Small Landlords',
    excerpt:
      'Fast triage, the right contractor the first time and no markup on the invoice: where maintenance savings really come from.',
    category: 'Maintenance',
    date: '2025-01-14',
    author: 'The DoorKeep Operations Team',
    artwork: 'maintenance',
  },
  {
    title: 'What a Ten Percent Management Fee Really Costs You',
    excerpt:
      'Run the numbers on a typical $2,000 rental and see how much of your yearly return quietly goes to fees and markups.',
    category: 'Finance',
    date: '2025-01-07',
    author: 'The DoorKeep Finance Team',
    artwork: 'finance',
  },
  {
    title: 'Tenant Screening Without the Guesswork',
    excerpt:
      'A fair, consistent screening process that finds reliable tenants, treats every applicant the same and keeps you compliant.',
    category: 'Tenants',
    date: '2024-12-17',
    author: 'The DoorKeep Owner Success Team',
    artwork: 'tenants',
  },
];

/** The owner stories the resources page features. */
export const caseStudies: readonly CaseStudyTeaser[] = [
  {
    title: 'Twelve Doors, Zero Midnight Calls',
    company: 'Desert Sun Rentals',
    result: '31% lower maintenance spend in the first year',
    portfolio: '12 doors in Henderson, Nevada',
    artwork: 'calm-nights',
  },
  {
    title: 'From Spreadsheets to Autopilot',
    company: 'Maple Row Properties',
    result: '22 hours a month back for the owner',
    portfolio: '7 doors in Columbus, Ohio',
    artwork: 'autopilot',
  },
];

/** URL slug of an article: its title lower-cased, whitespace to hyphens. */
export const articleSlug = (article: BlogTeaser) => slugify(article.title);

/** URL slug of a case study: the company name lower-cased, whitespace to hyphens. */
export const caseStudySlug = (study: CaseStudyTeaser) => slugify(study.company);

/** The article whose slug this is, if any. */
export function findArticle(slug: string | undefined): BlogTeaser | undefined {
  return blogTeasers.find((article) => articleSlug(article) === slug);
}

/** The case study whose slug this is, if any. */
export function findCaseStudy(slug: string | undefined): CaseStudyTeaser | undefined {
  return caseStudies.find((study) => caseStudySlug(study) === slug);
}

/** Articles sorted newest first (ISO dates sort as text). */
export function newestFirst(articles: readonly BlogTeaser[]): BlogTeaser[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date));
}
