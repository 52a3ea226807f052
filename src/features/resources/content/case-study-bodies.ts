import { MANAGEMENT_FEE_PERCENT } from '@/config/constants';

/** The full story of a case study. Kept apart from the teasers so only the case-study page downloads it. */
export type CaseStudyBody = {
  lead: string;
  /** Facts about the owner shown in the sidebar. */
  facts: ReadonlyArray<{ label: string; value: string }>;
  challenge: readonly string[];
  approach: ReadonlyArray<{ title: string; text: string }>;
  results: ReadonlyArray<{ value: string; label: string }>;
  resultsText: string;
  quote: { text: string; author: string; role: string };
};

const desertSun: CaseStudyBody = {
  lead: 'Rosa Castillo built Desert Sun Rentals one duplex at a time while working full time. By door twelve, her phone had become the maintenance hotline, and the cost of answering it was showing up in her sleep and in her statements.',
  facts: [
    { label: 'Portfolio', value: '12 doors: four duplexes and four single-family homes' },
    { label: 'Location', value: 'Henderson, Nevada' },
    { label: 'Previous setup', value: 'Self-managed, with a local handyman on call' },
    { label: 'With DoorKeep since', value: 'The first pilot cohort' },
  ],
  challenge: [
    'Summer in the desert is hard on air conditioning, and an AC failure at 115°F is an emergency whatever the hour. Rosa was taking two or three after-hours calls a month, paying emergency rates for most of them, and often discovering on arrival that the problem was a tripped breaker or a clogged filter.',
    'The rest of the year brought a steady trickle of small requests by text, each one needing a reply, a contractor, a time slot and a follow-up. Nothing was written down in one place, so the same water heater was serviced twice in one year and a slow leak under a kitchen sink went unreported until the cabinet floor was ruined.',
  ],
  approach: [
    {
      title: 'One channel for every tenant',
      text: 'Tenants moved from texting Rosa to the DoorKeep tenant portal and chat, answered around the clock. The AI asks for photos and walks tenants through safe first checks such as breakers and filters before anyone is sent.',
    },
    {
      title: 'Emergencies separated from everything else',
      text: 'Genuine emergencies are dispatched immediately to a vetted HVAC contractor; routine jobs are booked into normal hours at normal rates, and Rosa gets a summary instead of a phone call.',
    },
    {
      title: 'A maintenance calendar for every door',
      text: 'Filter changes, AC tune-ups before May and water heater flushes are now scheduled automatically, with each visit recorded against the property.',
    },
  ],
  results: [
    { value: '31%', label: 'lower maintenance spend in the first year' },
    { value: '0', label: 'after-hours calls to Rosa since switching' },
    { value: '60 sec', label: 'average first reply to a tenant message' },
  ],
  resultsText:
    'Most of the saving came from avoided emergency premiums and second visits, and from catching small leaks early. Because DoorKeep adds no markup to contractor invoices, every dollar saved on a repair stayed with Rosa.',
  quote: {
    text: 'The first July with DoorKeep, two units lost AC on the same weekend. I found out from a summary on Monday morning that said both were fixed. That is the whole product for me.',
    author: 'Rosa Castillo',
    role: 'Owner, Desert Sun Rentals',
  },
};

const mapleRow: CaseStudyBody = {
  lead: 'Daniel Mensah ran Maple Row Properties from a spreadsheet, a shared inbox and a lot of evenings. Seven doors were manageable; the admin that came with them was not.',
  facts: [
    { label: 'Portfolio', value: '7 doors: a fourplex and three single-family homes' },
    { label: 'Location', value: 'Columbus, Ohio' },
    { label: 'Previous setup', value: 'Self-managed after leaving a traditional manager' },
    { label: 'With DoorKeep since', value: 'The first pilot cohort' },
  ],
  challenge: [
    'Daniel had left a traditional manager charging 10% plus leasing and renewal fees, and wanted to keep that money. Managing himself saved it, but cost him six hours or more every week: chasing late rent, reconciling payments against the spreadsheet, answering tenant questions and preparing numbers for his accountant.',
    'Two vacancies in one spring made it worse. Showings, applications and screening all landed on top of his day job, and one unit sat empty for six weeks longer than it needed to.',
  ],
  approach: [
    {
      title: 'Rent collection and tracking on autopilot',
      text: 'Rent is collected and matched automatically, tenants get friendly reminders before the due date, and late payments are followed up without Daniel writing a single message.',
    },
    {
      title: 'Screening with written criteria',
      text: "Daniel set his criteria once. Every applicant is checked against them, and he approves from a short summary instead of a folder of PDFs.",
    },
    {
      title: 'Reports the accountant can use',
      text: 'Monthly statements and a year-end summary by property replaced the spreadsheet, so tax season took an afternoon instead of a week.',
    },
  ],
  results: [
    { value: '22 hrs', label: 'a month back for the owner' },
    { value: '9 days', label: 'average vacancy between tenants, down from 41' },
    { value: `${MANAGEMENT_FEE_PERCENT}%`, label: 'flat fee, with no leasing or renewal charges' },
  ],
  resultsText:
    'Daniel now spends about an hour a week on his rentals, mostly reading summaries and approving decisions. Shorter vacancies alone covered the management fee several times over in the first year.',
  quote: {
    text: 'I went back to self-managing to save the fees and ended up paying with my evenings. Now I keep the savings and the evenings.',
    author: 'Daniel Mensah',
    role: 'Owner, Maple Row Properties',
  },
};

const bodies: Record<string, CaseStudyBody> = {
  'desert-sun-rentals': desertSun,
  'maple-row-properties': mapleRow,
};

/** The full story of the case study with this slug, if it exists. */
export function findCaseStudyBody(slug: string | undefined): CaseStudyBody | undefined {
  return slug === undefined ? undefined : bodies[slug];
}
