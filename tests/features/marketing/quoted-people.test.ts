import { describe, expect, it } from 'vitest';
import { performance, ownerStories } from '@/features/marketing/content/home';
import { howItWorksTestimonial } from '@/features/marketing/content/how-it-works';
import { findCaseStudyBody } from '@/features/resources/content/case-study-bodies';
import { caseStudies, caseStudySlug } from '@/features/resources/content/articles';
import { vendorTestimonials } from '@/features/vendor-network/content/vendors';

/** Everyone the site quotes by name: testimonials, owner stories, case-study owners and vendors. */
function quotedPeople(): string[] {
  return [
    performance.testimonial.name,
    ...ownerStories.items.map((story) => story.name),
    howItWorksTestimonial.name,
    ...caseStudies.map((study) => findCaseStudyBody(caseStudySlug(study))!.quote.author),
    ...vendorTestimonials.map((testimonial) => testimonial.author),
  ];
}

/** "Tom & Alicia Brooks" → Tom, Alicia, Brooks. */
function nameParts(name: string): string[] {
  return name.split(/\s+|&/).filter(Boolean);
}

describe('quoted people', () => {
  it('each have a first and last name that no other quoted person shares, so no two read as one family', () => {
    const people = quotedPeople();
    expect(people.length).toBeGreaterThanOrEqual(10);
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const person of people) {
      for (const part of nameParts(person)) {
        const earlier = seen.get(part);
        if (earlier !== undefined && earlier !== person) repeats.push(`${part}: ${earlier} / ${person}`);
        seen.set(part, person);
      }
    }
    expect(repeats).toEqual([]);
  });

  it("who run a named business are not credited to another person's family business", () => {
    const lastNames = new Map(quotedPeople().map((person) => [nameParts(person).at(-1)!, person]));
    const borrowed = vendorTestimonials.flatMap(({ author, company }) => {
      const owner = lastNames.get(company.split(' ')[0]!);
      return owner !== undefined && owner !== author ? [`${company} (${author}) reads as ${owner}'s`] : [];
    });
    expect(borrowed).toEqual([]);
  });
});
