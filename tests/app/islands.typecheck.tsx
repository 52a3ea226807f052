// Checked by `npm run typecheck`, never run: a page places only an island the table (src/app/islands.ts) declares,
// with the declared component and its props, and a declaration compiles only when it makes every port its feature
// states. Each @ts-expect-error below fails the typecheck if the line it marks compiles.
import { SiteHeader, SiteHeaderIsland } from '@/components/layout/site-header';
import { newsletterFormPorts } from '@/features/newsletter/ports';
import { Faq } from '@/features/pricing/components/faq';
import { supportPorts } from '@/features/support/ports';
import { declareIsland, islandOf } from '@/lib/islands/island';

const faqItems = [{ question: 'Is there a setup fee?', answer: 'No.' }];
const authPart = () => import('@/app/backend/auth').then((module) => module.authPart);
const submissionsPart = () => import('@/app/backend/submissions').then((module) => module.submissionsPart);
const loadSupportForm = () => import('@/features/support/components/support-form').then((module) => module.SupportForm);

export const placedIslands = [
  islandOf('faq', Faq),
  <SiteHeaderIsland key="header" pathname="/pricing" />,
  declareIsland({ load: loadSupportForm, when: 'idle', backend: { ports: supportPorts, parts: submissionsPart } }),
];

export const islandsThatDoNotCompile = [
  // @ts-expect-error -- misspelled: the table declares `faq`
  islandOf('faqs', Faq),
  // @ts-expect-error -- an island the table does not declare yet cannot be placed
  islandOf('owner-properties', Faq),
  // @ts-expect-error -- the `faq` island's component takes the questions; the header's takes a pathname
  islandOf('faq', SiteHeader),
  // @ts-expect-error -- the header island's `pathname` prop is required
  <SiteHeaderIsland key="header" />,
  // @ts-expect-error -- the header island's props are the header's: it has no `items`
  <SiteHeaderIsland key="header" pathname="/" items={faqItems} />,
  // @ts-expect-error -- the newsletter form's feature states `submissions`, which the auth part does not make
  declareIsland({ load: loadSupportForm, when: 'visible', backend: { ports: newsletterFormPorts, parts: authPart } }),
];
