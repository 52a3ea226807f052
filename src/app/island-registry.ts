// First, before any island's module is even loaded (some parse with Zod as they load): no eval under the site's CSP.
import '@/lib/zod-jitless';
import type { ComponentType } from 'react';
import type { IslandName } from '@/lib/islands/island';

type Loader = () => Promise<ComponentType<never>>;

/**
 * Where each island's component lives, for the browser. Each import names the component's own module, never a
 * page or a feature's index, so an island's chunk holds that component and what it uses, nothing of the page.
 */
export const islandRegistry: Record<IslandName, Loader> = {
  'site-header': () => import('@/components/layout/site-header').then((module) => module.SiteHeader),
  'reserve-spot': () =>
    import('@/components/marketing/reserve-spot-button').then((module) => module.StandaloneReserveSpotButton),
  'newsletter-form': () => import('@/features/newsletter/components/newsletter-form').then((module) => module.NewsletterForm),
  'roi-calculator': () => import('@/features/pricing/components/roi-calculator').then((module) => module.RoiCalculator),
  faq: () => import('@/features/pricing/components/faq').then((module) => module.Faq),
  'support-form': () => import('@/features/support/components/support-form').then((module) => module.SupportForm),
  'help-center': () => import('@/features/resources/components/help-center').then((module) => module.HelpCenter),
  'demo-button': () => import('@/features/marketing/components/demo-button').then((module) => module.DemoButton),
};

/** The island runtime's loader: the component of the island `name` (undefined for a name no island has). */
export async function loadIsland(name: string): Promise<ComponentType<never> | undefined> {
  return Object.hasOwn(islandRegistry, name) ? islandRegistry[name as IslandName]() : undefined;
}
