// First, before any island's module is even loaded (some parse with Zod as they load): no eval under the site's CSP.
import '@/lib/zod-jitless';
import type { ComponentType } from 'react';
import type { Backend } from '@/lib/backend-context';
import type { IslandName } from '@/lib/islands/island';
import { WithBackend } from './backend/with-backend';

type Loader = () => Promise<ComponentType<never>>;
type PartsMaker = () => Partial<Backend>;

/** `Component` on an island root of its own, below the backend parts it uses (made once per page). */
function withBackend<P extends object>(Component: ComponentType<P>, makeParts: PartsMaker) {
  function IslandWithBackend(props: P) {
    return (
      <WithBackend make={makeParts}>
        <Component {...props} />
      </WithBackend>
    );
  }
  return IslandWithBackend;
}

const authParts = () => import('./backend/auth').then((module) => module.authPart);
const submissionsParts = () => import('./backend/submissions').then((module) => module.submissionsPart);

/**
 * Where each island's component lives, for the browser, and the backend parts it needs, loaded with it. Each import
 * names the component's own module, never a page or a feature's index, so an island's chunk holds that component
 * and what it uses, nothing of the page. An island that reads server state imports `withQueryClient`
 * (@/lib/islands/with-query-client) beside its component and wraps it, so only such islands load TanStack Query.
 */
export const islandRegistry: Record<IslandName, Loader> = {
  'site-header': async () => {
    const [{ SiteHeader }, makeParts] = await Promise.all([import('@/components/layout/site-header'), authParts()]);
    return withBackend(SiteHeader, makeParts);
  },
  'reserve-spot': async () => {
    const [{ StandaloneReserveSpotButton }, makeParts] = await Promise.all([import('@/components/marketing/reserve-spot-button'), authParts()]);
    return withBackend(StandaloneReserveSpotButton, makeParts);
  },
  'newsletter-form': async () => {
    const [{ NewsletterForm }, makeParts] = await Promise.all([import('@/features/newsletter/components/newsletter-form'), submissionsParts()]);
    return withBackend(NewsletterForm, makeParts);
  },
  'roi-calculator': () => import('@/features/pricing/components/roi-calculator').then((module) => module.RoiCalculator),
  faq: () => import('@/features/pricing/components/faq').then((module) => module.Faq),
  'support-form': async () => {
    const [{ SupportForm }, makeParts] = await Promise.all([import('@/features/support/components/support-form'), submissionsParts()]);
    return withBackend(SupportForm, makeParts);
  },
  'help-center': () => import('@/features/resources/components/help-center').then((module) => module.HelpCenter),
  'demo-button': () => import('@/features/marketing/components/demo-button').then((module) => module.DemoButton),
};

/** The island runtime's loader: the component of the island `name` (undefined for a name no island has). */
export async function loadIsland(name: string): Promise<ComponentType<never> | undefined> {
  return Object.hasOwn(islandRegistry, name) ? islandRegistry[name as IslandName]() : undefined;
}
