import { describe, expect, it } from 'vitest';
import { articleSlug, blogTeasers, caseStudies, caseStudySlug, findArticle, findCaseStudy } from '@/features/resources';
import { findArticleBody } from '@/features/resources/content/article-bodies';
import { findCaseStudyBody } from '@/features/resources/content/case-study-bodies';

describe('article slugs', () => {
  it.each([
    ['How AI Cuts Maintenance Costs for Small Landlords', 'how-ai-cuts-maintenance-costs-for-small-landlords'],
    ['What a Ten Percent Management Fee Really Costs You', 'what-a-ten-percent-management-fee-really-costs-you'],
    ['Tenant Screening Without the Guesswork', 'tenant-screening-without-the-guesswork'],
  ])('"%s" → %s', (title, slug) => {
    const article = blogTeasers.find((teaser) => teaser.title === title);
    expect(article).toBeDefined();
    expect(articleSlug(article!)).toBe(slug);
    expect(findArticle(slug)).toBe(article);
  });

  it('covers every teaser with a unique, URL-safe slug that has a full article body', () => {
    const slugs = blogTeasers.map(articleSlug);
    expect(new Set(slugs).size).toBe(blogTeasers.length);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(findArticleBody(slug)).toBeDefined();
    }
  });

  it('is the lower-cased title with each run of whitespace turned into one hyphen', () => {
    expect(articleSlug({ ...blogTeasers[0], title: 'Rent  Day\tTips' })).toBe('rent-day-tips');
  });

  it('finds nothing for an unknown or missing slug', () => {
    expect(findArticle('no-such-article')).toBeUndefined();
    expect(findArticle(undefined)).toBeUndefined();
    expect(findArticleBody('no-such-article')).toBeUndefined();
  });
});

describe('case-study slugs', () => {
  it.each([
    ['Desert Sun Rentals', 'desert-sun-rentals'],
    ['Maple Row Properties', 'maple-row-properties'],
  ])('%s → %s', (company, slug) => {
    const study = caseStudies.find((item) => item.company === company);
    expect(study).toBeDefined();
    expect(caseStudySlug(study!)).toBe(slug);
    expect(findCaseStudy(slug)).toBe(study);
    expect(findCaseStudyBody(slug)).toBeDefined();
  });

  it('is built from the company name, not the title', () => {
    expect(caseStudySlug({ ...caseStudies[0], company: 'Oak  Lane Homes', title: 'Anything At All' })).toBe('oak-lane-homes');
  });

  it('finds nothing for an unknown slug', () => {
    expect(findCaseStudy('nobody-inc')).toBeUndefined();
    expect(findCaseStudyBody('nobody-inc')).toBeUndefined();
  });
});
