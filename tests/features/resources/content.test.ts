import { describe, expect, it } from 'vitest';
import { articleSlug, blogTeasers, caseStudies, caseStudySlug, newestFirst } from '@/features/resources';
import { findArticleBody, relatedArticles } from '@/features/resources/content/article-bodies';
import { findCaseStudyBody } from '@/features/resources/content/case-study-bodies';
import { depositCopy } from '@/features/owner-dashboard/content/dashboard';
import { paths } from '@/config/paths';
import { helpGroups } from '@/features/resources/content/help';
import { countWords, readingMinutes } from '@/features/resources/content/rich-text';
import { formatIsoDate } from '@/features/resources/lib/format-date';

describe('articles', () => {
  it.each(blogTeasers.map((article) => [article.title, article] as const))('"%s" has 500-900 words of body text', (_title, article) => {
    const body = findArticleBody(articleSlug(article))!;
    const words = countWords(body.blocks) + body.lead.split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(500);
    expect(words).toBeLessThanOrEqual(900);
    expect(body.blocks.filter((block) => block.kind === 'heading').length).toBeGreaterThanOrEqual(3);
    expect(body.blocks.some((block) => block.kind === 'list')).toBe(true);
  });

  it('are listed newest first', () => {
    expect(newestFirst(blogTeasers)).toEqual([...blogTeasers]);
  });

  it('suggest other articles, never the current one', () => {
    const related = relatedArticles(blogTeasers[0]);
    expect(related).toHaveLength(2);
    expect(related).not.toContain(blogTeasers[0]);
  });
});

describe('case studies', () => {
  it.each(caseStudies.map((study) => [study.company, study] as const))('%s has a challenge, an approach, figures and a quote', (_company, study) => {
    const body = findCaseStudyBody(caseStudySlug(study))!;
    expect(body.challenge.length).toBeGreaterThan(0);
    expect(body.approach.length).toBeGreaterThan(0);
    expect(body.results.length).toBe(3);
    expect(body.quote.text.length).toBeGreaterThan(40);
  });
});

describe('help answers agree with the business constants', () => {
  const answers = helpGroups.flatMap((group) => group.questions.map((item) => item.answer)).join(' ');
  it.each(['2% of the rent collected', '$99', '100% to your first month', '30 days notice', 'no minimum contract', 'no cancellation fee'])(
    'says "%s"',
    (fact) => {
      expect(answers.toLowerCase()).toContain(fact.toLowerCase());
    },
  );
});

describe('the refund answer', () => {
  const refund = helpGroups.flatMap((group) => group.questions).find((item) => item.id === 'deposit-refund')!;

  it('describes the self-serve refund the dashboard gives, not a request to support', () => {
    expect(refund.answer).not.toMatch(/through support|within 30 days/);
    expect(refund.answer).toMatch(/yourself from your owner dashboard at any time before onboarding/);
    expect(refund.answer).toMatch(/at once/);
    expect(refund.link?.href).toBe(paths.dashboard.getHref());
  });

  it('gives the same bank time as the dashboard’s refund dialog', () => {
    const bankTime = /5 to 10 business days/;
    expect(refund.answer).toMatch(bankTime);
    expect(depositCopy.confirmText(501)).toMatch(bankTime);
  });

  it('sends an owner to the account settings to download their data or delete the account', () => {
    const account = helpGroups.flatMap((group) => group.questions).find((item) => item.id === 'account-data')!;
    expect(account.link?.href).toBe('/account');
  });
});

describe('formatting', () => {
  it('writes ISO dates out in full, independent of time zone', () => {
    expect(formatIsoDate('2025-01-14')).toBe('January 14, 2025');
    expect(formatIsoDate('2024-12-01')).toBe('December 1, 2024');
  });

  it('estimates reading time at about 220 words a minute, at least one', () => {
    expect(readingMinutes([{ kind: 'paragraph', text: 'word '.repeat(660) }])).toBe(3);
    expect(readingMinutes([{ kind: 'paragraph', text: 'short' }])).toBe(1);
  });
});
