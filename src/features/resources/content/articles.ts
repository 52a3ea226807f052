import { slugify } from '@/lib/slug';

export type BlogTeaser = {
  title: string;
  excerpt: string;
  category: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
};

export type CaseStudyTeaser = {
  title: string;
  company: string;
  result: string;
};

/** The articles the resources page features, newest first. */
export const blogTeasers: readonly BlogTeaser[] = [
  {
    title: 'How AI Cuts Maintenance Costs for Small Landlords',
    excerpt: 'Fast triage, the right contractor first time and no markup: where the savings really come from.',
    category: 'Maintenance',
    date: '2025-01-14',
  },
  {
    title: 'What a Ten Percent Management Fee Really Costs You',
    excerpt: 'Run the numbers on a typical rental and see how much of your return goes to fees.',
    category: 'Finance',
    date: '2025-01-07',
  },
  {
    title: 'Tenant Screening Without the Guesswork',
    excerpt: 'A fair, consistent screening process that finds reliable tenants and keeps you compliant.',
    category: 'Tenants',
    date: '2024-12-17',
  },
];

export const caseStudies: readonly CaseStudyTeaser[] = [
  {
    title: 'Twelve Doors, Zero Midnight Calls',
    company: 'Desert Sun Rentals',
    result: '31% lower maintenance spend in the first year',
  },
  {
    title: 'From Spreadsheets to Autopilot',
    company: 'Maple Row Properties',
    result: '22 hours a month back for the owner',
  },
];

export const articleSlug = (article: BlogTeaser) => slugify(article.title);
export const caseStudySlug = (study: CaseStudyTeaser) => slugify(study.company);

export function findArticle(slug: string | undefined): BlogTeaser | undefined {
  return blogTeasers.find((article) => articleSlug(article) === slug);
}

export function findCaseStudy(slug: string | undefined): CaseStudyTeaser | undefined {
  return caseStudies.find((study) => caseStudySlug(study) === slug);
}
