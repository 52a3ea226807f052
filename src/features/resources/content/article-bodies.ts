import {
  DEPOSIT_AMOUNT_DOLLARS,
  MANAGEMENT_FEE_PERCENT,
  TRADITIONAL_FEE_PERCENT,
  TRADITIONAL_FEE_RANGE_LABEL,
} from '@/config/constants';
import { articleSlug, blogTeasers, type BlogTeaser } from './articles';
import type { RichBlock } from './rich-text';

/** The long form of an article. Kept apart from the teasers so only the article page downloads it. */
export type ArticleBody = {
  /** Opening paragraph shown larger than the rest. */
  lead: string;
  blocks: readonly RichBlock[];
  /** Three short takeaways shown beside the article. */
  keyPoints: readonly string[];
};

const maintenance: ArticleBody = {
  lead: 'Most small landlords do not lose money on maintenance because they pick the wrong plumber. They lose it in the hours between a tenant noticing a problem and the right person fixing it properly. That gap is where AI earns its keep.',
  keyPoints: [
    'Speed is the cheapest repair: a drip fixed today is not a ceiling replaced next month.',
    'Good triage sends the right trade with the right part on the first visit.',
    `A ${MANAGEMENT_FEE_PERCENT}% flat fee with zero maintenance markup removes the incentive to spend more.`,
  ],
  blocks: [
    { kind: 'heading', text: 'Where maintenance money actually goes' },
    {
      kind: 'paragraph',
      text: 'Look back over a year of repair invoices and the same patterns show up. The parts are rarely the expensive bit. The money goes on after-hours call-out premiums, on second visits because the first contractor arrived without the right part, on small leaks that were reported late and became water damage, and on the markup a traditional manager adds to every invoice before it reaches you.',
    },
    {
      kind: 'list',
      items: [
        'Emergency premiums for problems that could have waited until morning.',
        'Repeat visits caused by vague job descriptions ("the sink is broken").',
        'Slow reporting: tenants who do not want to bother anyone until the damage is visible.',
        'Maintenance markups of 10-20% that many management contracts allow on every job.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'None of these are about the skill of your contractors. They are coordination costs, and coordination is exactly the kind of work software does well at 2 AM.',
    },
    { kind: 'heading', text: 'Triage in minutes, not days' },
    {
      kind: 'paragraph',
      text: 'When a tenant reports a problem to DoorKeep, the AI asks the follow-up questions a seasoned property manager would: where exactly is the water coming from, is it getting worse, is the shut-off valve within reach, can you send a photo. Within a few messages it can tell a slow drain from a burst supply line, and it can walk the tenant through a safe first step, like closing a valve or resetting a breaker, while help is arranged.',
    },
    {
      kind: 'paragraph',
      text: 'That sorting matters for your costs. A genuine emergency gets an immediate dispatch. A dripping tap gets booked into normal working hours at normal rates. The tenant hears back quickly either way, which is what keeps them reporting small things early instead of living with them.',
    },
    { kind: 'heading', text: 'The right contractor the first time' },
    {
      kind: 'paragraph',
      text: 'Because the job arrives with photos, the appliance model and a clear description, the contractor from our vetted network knows what to bring. First-visit fixes are where a large share of the savings hide: every avoided second trip is a call-out fee you never pay and a day your tenant is not inconvenienced. Vendors are also paid within 24 hours of completing a job, so good tradespeople prioritize our work rather than squeezing it in.',
    },
    { kind: 'heading', text: 'No markup, so no reason to spend more' },
    {
      kind: 'paragraph',
      text: `A manager who earns a percentage of every repair has no reason to keep repairs small. DoorKeep charges a flat ${MANAGEMENT_FEE_PERCENT}% of rent collected and adds zero markup to maintenance, so you pay the contractor's invoice and nothing on top. Our only incentive is the same as yours: fewer problems and happier tenants.`,
    },
    {
      kind: 'callout',
      title: 'A quick example',
      text: 'On $3,000 of repairs a year, a 15% markup costs you $450 before a single extra job is done. Without the markup, that money stays in your pocket every year you own the property.',
    },
    { kind: 'heading', text: 'Prevention you do not have to remember' },
    {
      kind: 'paragraph',
      text: 'The cheapest repair is the one that never happens. The same system that handles requests also keeps the calendar: HVAC filters, water heater flushes, gutter cleaning before the rainy season, smoke alarm checks between tenancies. Owners who keep up with routine care tend to see far fewer major repairs, and the reminders arrive whether or not you are thinking about your rentals that month.',
    },
    { kind: 'heading', text: 'A checklist you can use today' },
    {
      kind: 'list',
      ordered: true,
      items: [
        'Pull last year\'s invoices and mark every after-hours and repeat visit.',
        'Check your management contract for a maintenance markup and a repair approval limit.',
        'Give tenants one easy channel for reporting problems, and answer every report the same day.',
        'Ask for photos before booking any non-emergency job.',
        'Put seasonal maintenance on a calendar with dates, not good intentions.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'You can do all of this by hand, and many landlords do. The difference AI makes is that it does it every time, at any hour, without getting tired of the fifth "quick question" of the evening.',
    },
  ],
};

const feeMaths: ArticleBody = {
  lead: `A ${TRADITIONAL_FEE_PERCENT}% management fee sounds small. It is a tenth of the rent, not a tenth of your profit, and that distinction is where many landlords are surprised when they finally sit down with a year of statements.`,
  keyPoints: [
    `At $2,000 a month, ${TRADITIONAL_FEE_PERCENT}% is $2,400 a year; ${MANAGEMENT_FEE_PERCENT}% is $480.`,
    'Leasing, renewal and markup fees often add more than the headline rate.',
    'Compare fees to your cash flow, not to your rent.',
  ],
  blocks: [
    { kind: 'heading', text: 'Start with the headline rate' },
    {
      kind: 'paragraph',
      text: `Traditional property managers usually charge ${TRADITIONAL_FEE_RANGE_LABEL} of monthly rent. Take a single-family rental at $2,000 a month and the middle of that range, ${TRADITIONAL_FEE_PERCENT}%. That is $200 every month, or $2,400 a year. At DoorKeep's flat ${MANAGEMENT_FEE_PERCENT}%, the same property costs $40 a month, or $480 a year. The difference, $1,920, is yours to keep every year you own the property.`,
    },
    {
      kind: 'callout',
      title: 'The headline numbers',
      text: `Rent $2,000 a month. Traditional management at ${TRADITIONAL_FEE_PERCENT}%: $2,400 a year. DoorKeep at ${MANAGEMENT_FEE_PERCENT}%: $480 a year. Saved: $1,920 a year, per property.`,
    },
    { kind: 'heading', text: 'Then add the fees that are not in the headline' },
    {
      kind: 'paragraph',
      text: 'The percentage is rarely the whole bill. Read the fee schedule at the back of a typical management agreement and you will often find some of these:',
    },
    {
      kind: 'list',
      items: [
        'A leasing or placement fee when a new tenant moves in, often half to a full month of rent.',
        'A lease renewal fee when an existing tenant stays, for work that is mostly paperwork.',
        'A maintenance markup of 10-20% added to every contractor invoice.',
        'Setup or onboarding fees when you sign, and sometimes a fee to leave.',
        'Fees for vacant months, inspections or preparing year-end statements.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Put rough numbers on it. Suppose a new tenant every two years with a placement fee of half a month\'s rent ($500 a year on average) and $3,000 a year of repairs with a 15% markup ($450). Your $2,400 has become roughly $3,350, before any renewal or inspection fees.',
    },
    { kind: 'heading', text: 'Compare fees to your cash flow, not your rent' },
    {
      kind: 'paragraph',
      text: 'Here is the part that changes how landlords think about it. Fees come out of rent, but what you live on is cash flow: rent minus mortgage, taxes, insurance, repairs and vacancy. If that property clears $400 a month before management, or $4,800 a year, then $3,350 in management costs takes about 70% of your return. The same owner paying $480 keeps 90% of it.',
    },
    {
      kind: 'paragraph',
      text: 'That is why a few percentage points of rent matter so much more than they sound. On a thin margin, management can be the single biggest line on your statement after the mortgage.',
    },
    { kind: 'heading', text: 'What you should get for the money' },
    {
      kind: 'paragraph',
      text: 'Cheap is not the goal; value is. Whatever you pay, expect tenant questions answered around the clock, maintenance triaged and dispatched quickly, rent collected and tracked, and clear monthly reporting. DoorKeep includes all of that in the flat rate with no setup, cancellation or hidden fees, and vacant properties incur no fee at all, because 2% of no rent is nothing.',
    },
    { kind: 'heading', text: 'Questions to ask before you sign anything' },
    {
      kind: 'list',
      ordered: true,
      items: [
        'Is the fee charged on rent collected or on rent due?',
        'What do you charge when a tenant moves in, renews or moves out?',
        'Do you add a markup to maintenance invoices, and how large is it?',
        'Is there a minimum contract term or a fee to cancel?',
        'Do I pay anything while the property is vacant?',
      ],
    },
    {
      kind: 'paragraph',
      text: `Write the answers down and turn them into a yearly figure for one of your own properties. If you want a head start, our ROI calculator does the headline arithmetic for any rent and number of doors, and reserving a place costs a fully refundable $${DEPOSIT_AMOUNT_DOLLARS} that locks the ${MANAGEMENT_FEE_PERCENT}% rate for life.`,
    },
  ],
};

const screening: ArticleBody = {
  lead: 'A good tenant is worth more than a few weeks of extra rent. Screening is how you find one, and the landlords who do it best are not the ones with the strictest rules. They are the ones with clear rules, applied the same way to everyone.',
  keyPoints: [
    'Write your criteria down before the first application arrives.',
    'Verify income and rental history with documents and real conversations.',
    'Treat every applicant the same way and keep a record of your decision.',
  ],
  blocks: [
    { kind: 'heading', text: 'Decide your criteria before you advertise' },
    {
      kind: 'paragraph',
      text: 'Guesswork creeps in when you make up the standard while looking at the applicant. Before you list the property, write a one-page screening policy: the minimum income, what rental history you expect, how you will treat credit problems, your pet and occupancy rules, and the order in which you will review complete applications. Share it with every applicant. It protects you, and it tells good applicants exactly what to bring.',
    },
    {
      kind: 'list',
      items: [
        'Income: many landlords look for gross monthly income of around three times the rent.',
        'Rental history: a positive reference from at least one previous landlord.',
        'Credit: focus on unpaid rent, utility debts and evictions rather than one score.',
        'Occupancy: follow your local occupancy limits, not a personal preference.',
      ],
    },
    { kind: 'heading', text: 'Verify income properly' },
    {
      kind: 'paragraph',
      text: 'Ask for recent pay stubs or bank statements, and for self-employed applicants, the last tax return or a year of deposits. Check that the figures agree with each other. A call to an employer\'s main number (not the number written on the application) to confirm employment takes five minutes and catches most invented jobs.',
    },
    { kind: 'heading', text: 'Talk to previous landlords, and ask better questions' },
    {
      kind: 'paragraph',
      text: 'The current landlord may be keen to see a difficult tenant leave, so the previous one is often more candid. Skip "were they a good tenant?" and ask questions with factual answers:',
    },
    {
      kind: 'list',
      items: [
        'Did they pay on time, and how many times were they late in the last year?',
        'Did they give proper notice before moving out?',
        'Was any of the deposit kept, and why?',
        'Would you rent to them again?',
      ],
    },
    { kind: 'heading', text: 'Read the credit report for patterns' },
    {
      kind: 'paragraph',
      text: 'A low score can come from medical bills or a single bad year. What predicts trouble for a landlord is a pattern of unpaid housing costs: rent judgments, utility collections, previous evictions. Decide in your written policy which of these you will weigh, and for how many years back, then apply it consistently.',
    },
    { kind: 'heading', text: 'Stay fair and compliant' },
    {
      kind: 'paragraph',
      text: 'Fair housing laws forbid treating applicants differently because of protected characteristics such as race, religion, sex, disability or familial status, and many states and cities add more, including source of income. The simplest protection is consistency: the same questions, the same documents and the same criteria for everyone, reviewed in the order applications were completed. Be especially careful with criminal history; many places restrict how it can be used, and blanket bans can be unlawful.',
    },
    {
      kind: 'callout',
      title: 'If you decline because of a report',
      text: 'When a decision is based even partly on a credit or background report, federal law requires you to send the applicant an adverse action notice naming the reporting agency. Keep a copy with your notes. This article is general guidance, not legal advice; check your local rules.',
    },
    { kind: 'heading', text: 'Make the decision, then document it' },
    {
      kind: 'paragraph',
      text: 'Score each complete application against your written criteria, approve the first one that meets them, and note why in a sentence or two. If an applicant asks why they were declined, you can answer clearly and calmly. DoorKeep\'s screening follows the same principle: every applicant is checked against the criteria you set, the results are summarized for you to approve, and every decision is recorded.',
    },
    { kind: 'heading', text: 'Your screening checklist' },
    {
      kind: 'list',
      ordered: true,
      items: [
        'Publish written criteria with the listing.',
        'Accept only complete applications, and review them in order.',
        'Verify income with documents and an independent employer check.',
        'Call at least one previous landlord with factual questions.',
        'Record the decision and send any notices the law requires.',
      ],
    },
  ],
};

const bodies: Record<string, ArticleBody> = {
  'how-ai-cuts-maintenance-costs-for-small-landlords': maintenance,
  'what-a-ten-percent-management-fee-really-costs-you': feeMaths,
  'tenant-screening-without-the-guesswork': screening,
};

/** The full text of the article with this slug, if it exists. */
export function findArticleBody(slug: string | undefined): ArticleBody | undefined {
  return slug === undefined ? undefined : bodies[slug];
}

/** The other articles to suggest at the end of one, newest first. */
export function relatedArticles(current: BlogTeaser, limit = 2): BlogTeaser[] {
  return blogTeasers.filter((article) => articleSlug(article) !== articleSlug(current)).slice(0, limit);
}
