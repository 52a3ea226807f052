import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { VendorHelpPage, VendorsPage, serviceCategories } from '@/features/vendor-network';
import { submittedCopy, submittedNeutralCopy, wizardCopy } from '@/features/vendor-application/content/application';
import { reviewTimeline } from '@/features/vendor-application/content/review-timeline';
import { vendorCategories } from '@/lib/submissions';

/** The words a visitor reads on a marketing page. */
function pageText(page: React.ReactElement): string {
  const { container, unmount } = render(<MemoryRouter>{page}</MemoryRouter>);
  const text = container.textContent ?? '';
  unmount();
  return text;
}

const vendorPages = () => ({ vendors: pageText(<VendorsPage />), help: pageText(<VendorHelpPage />) });
const timelineText = reviewTimeline.map((step) => `${step.title} ${step.timing} ${step.body}`).join(' ');

describe('what the vendor pages promise after an application', () => {
  it('names no reference check, since no step performs one', () => {
    const { vendors, help } = vendorPages();
    for (const text of [timelineText, vendors, help]) expect(text).not.toMatch(/reference(s| check)/i);
  });

  it('gives the portal invite with the approval, not after documents are in', () => {
    expect(timelineText).not.toMatch(/documents are in/i);
    const invite = reviewTimeline.findIndex((step) => /portal invite/.test(step.body));
    const documents = reviewTimeline.findIndex((step) => /upload/.test(step.body));
    expect(reviewTimeline[invite]?.timing).toBe('Once approved');
    expect(invite).toBeGreaterThan(-1);
    expect(documents).toBeGreaterThan(invite);
    expect(vendorPages().help).toMatch(/once approved you get your portal invite/i);
  });

  it('tells what the portal does with documents: license, insurance and W-9 verified, reminders before they expire', () => {
    const documents = reviewTimeline.find((step) => /upload/.test(step.body));
    expect(documents?.body).toMatch(/W-9/);
    expect(documents?.body).toMatch(/30 days and 7 days before/);
    expect(reviewTimeline.at(-1)?.timing).toBe('Once your documents are verified');
    const { help } = vendorPages();
    expect(help).toMatch(/signed W-9/);
    expect(help).toMatch(/30 days and 7 days before your license or insurance expires, and on the day/);
    expect(help).not.toMatch(/business registration/);
  });

  it('shows on the submitted page exactly the timeline the e-mail sends, one icon per step', () => {
    expect(submittedCopy.nextSteps.map(({ title, timing, body }) => ({ title, timing, body }))).toEqual([...reviewTimeline]);
    expect(new Set(submittedCopy.nextSteps.map((step) => step.icon)).size).toBe(reviewTimeline.length);
  });
});

describe('the application takes one length of time everywhere', () => {
  it('says about ten minutes on /vendors, in vendor help and in the wizard, and never five or a few', () => {
    const { vendors, help } = vendorPages();
    const texts = { vendors, help, wizard: wizardCopy.lead, neutral: submittedNeutralCopy.lead };
    for (const [where, text] of Object.entries(texts)) {
      expect(text, where).toMatch(/ten minutes|ten-minute/);
      expect(text, where).not.toMatch(/five minutes|five-minute|few minutes/);
    }
  });
});

describe('the trade counts on /vendors', () => {
  it('agree with the lists: every trade of the application, and the categories the page shows', () => {
    const { vendors } = vendorPages();
    expect(vendors).not.toMatch(/twelve trades/i);
    expect(vendors).toContain(`all ${vendorCategories.length} trades the application lists`);
    expect(vendors).toContain(`These ${serviceCategories.length} are the ones we dispatch most`);
    expect(vendorCategories).toHaveLength(14);
    expect(serviceCategories).toHaveLength(12);
  });
});
