import { featurePorts } from '@/lib/backend-context';
import { declareIsland } from '@/lib/islands/island';
import { newsletterFormPorts } from '@/features/newsletter/ports';
import { supportPorts } from '@/features/support/ports';

/** What the header and Reserve My Spot read: the visitor's session (both render their own AuthProvider). */
const sessionPorts = featurePorts('auth');

const authPart = () => import('./backend/auth').then((module) => module.authPart);
const submissionsPart = () => import('./backend/submissions').then((module) => module.submissionsPart);

/**
 * Every island of the site, declared once: its name (the key), its component, the moment it goes live, the ports
 * its feature states with what makes them, and whether it reads server state. The prerender (src/entry-server.tsx)
 * and the browser's registry (./island-registry.tsx) both read this table, and a page places an island with
 * `islandOf(name, Component)` beside its component, checked against it at typecheck. Each `load` imports the
 * component's own module, never a page or a feature's index, so an island's chunk holds that component and what it
 * uses, nothing of the page, and a page loads only the islands it places.
 */
export const islands = {
  'site-header': declareIsland({
    load: () => import('@/components/layout/site-header').then((module) => module.SiteHeader),
    // Live once the page is idle (a click on its menus before then is done once it is).
    when: 'idle',
    backend: { ports: sessionPorts, parts: authPart },
  }),
  'reserve-spot': declareIsland({
    load: () => import('@/components/marketing/reserve-spot-button').then((module) => module.StandaloneReserveSpotButton),
    // A link from the start (to the sign-up page, which works without script); at idle it learns whether an owner
    // is signed in and becomes their reservation.
    when: 'idle',
    backend: { ports: sessionPorts, parts: authPart },
  }),
  'newsletter-form': declareIsland({
    load: () => import('@/features/newsletter/components/newsletter-form').then((module) => module.NewsletterForm),
    // An address typed or sent before it is live is kept and sent once.
    when: 'visible',
    backend: { ports: newsletterFormPorts, parts: submissionsPart },
  }),
  'roi-calculator': declareIsland({
    load: () => import('@/features/pricing/components/roi-calculator').then((module) => module.RoiCalculator),
    when: 'visible',
  }),
  faq: declareIsland({
    load: () => import('@/features/pricing/components/faq').then((module) => module.Faq),
    // A click before it is live is done once it is.
    when: 'interaction',
  }),
  'support-form': declareIsland({
    load: () => import('@/features/support/components/support-form').then((module) => module.SupportForm),
    // What is typed or sent before it is live is kept and sent once.
    when: 'idle',
    backend: { ports: supportPorts, parts: submissionsPart },
  }),
  'help-center': declareIsland({
    load: () => import('@/features/resources/components/help-center').then((module) => module.HelpCenter),
    // Text typed before it is live is kept.
    when: 'idle',
  }),
  'demo-button': declareIsland({
    load: () => import('@/features/marketing/components/demo-button').then((module) => module.DemoButton),
    // A click before it is live opens the dialog once it is.
    when: 'interaction',
  }),
};

declare module '@/lib/islands/island' {
  interface IslandRegister {
    islands: typeof islands;
  }
}
