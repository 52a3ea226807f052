import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LogOut, Sparkles } from 'lucide-react';
import { paths } from '@/config/paths';
import { vendorAuth } from '@/lib/backend';
import type { VendorProfileFields } from '@/lib/vendor-auth';
import { contactHoursOptions, serviceRadiusOptions } from '@/lib/submissions';
import { Logo } from '@/components/layout/logo';
import { PageMeta } from '@/components/seo/page-meta';
import { portalCopy, portalTabs, profileCategories, type PortalTabId } from '../content/portal';
import { emptyVendorProfile, vendorProfileStore, type VendorProfile } from '../data';
import { DashboardPanel, EarningsPanel, JobsPanel, ProfilePanel } from './portal-panels';
import { PortalTabs, panelId, tabId } from './portal-tabs';

const isTab = (value: string | null): value is PortalTabId => portalTabs.some((tab) => tab.id === value);

const oneOf = <T extends string>(options: readonly T[], value: string, fallback: T): T =>
  (options as readonly string[]).includes(value) ? (value as T) : fallback;

/** The portal form's view of the vendor's server profile (their application). */
function profileFromServer(fields: VendorProfileFields): VendorProfile {
  return {
    companyName: fields.company,
    contactPerson: fields.contact,
    phone: fields.phone,
    email: fields.email,
    serviceRadius: oneOf(serviceRadiusOptions, fields.serviceAreaRadius, emptyVendorProfile.serviceRadius),
    categories: fields.categories.filter((category): category is VendorProfile['categories'][number] =>
      (profileCategories as readonly string[]).includes(category),
    ),
    contactHours: oneOf<VendorProfile['contactHours']>(contactHoursOptions, fields.contactHours, ''),
  };
}

/** /vendor-dashboard: the vendor portal with its own header and four tabs; the open tab lives in `?tab=`. */
export function VendorPortalPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected: PortalTabId = isTab(requested) ? requested : 'dashboard';
  const [profile, setProfile] = useState<VendorProfile>(emptyVendorProfile);
  const [profileLoads, setProfileLoads] = useState(0);
  const navigate = useNavigate();

  useEffect(() => {
    if (vendorAuth.requiresSession) {
      let active = true;
      // With a backend the portal is a vendor's own: no vendor session, no portal.
      void vendorAuth.currentVendor().then((vendor) => {
        if (!active) return;
        if (!vendor) {
          navigate(paths.vendorLogin.getHref(), { replace: true });
          return;
        }
        setProfile(profileFromServer(vendor));
        setProfileLoads((count) => count + 1);
      });
      return () => {
        active = false;
      };
    }
    const saved = vendorProfileStore.read();
    if (!saved) return;
    // A deliberate second render: localStorage is only read after mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setProfile(saved);
    setProfileLoads((count) => count + 1);
    return undefined;
  }, [navigate]);

  function select(id: PortalTabId) {
    setSearchParams(id === 'dashboard' ? {} : { tab: id }, { replace: true });
  }

  function viewAllJobs() {
    select('jobs');
    document.getElementById(tabId('jobs'))?.focus();
  }

  async function saveProfile(next: VendorProfile) {
    if (vendorAuth.requiresSession) {
      const saved = await vendorAuth.saveProfile({
        company: next.companyName,
        contact: next.contactPerson,
        phone: next.phone,
        serviceAreaRadius: next.serviceRadius,
        categories: next.categories,
        contactHours: next.contactHours,
      });
      if (saved) setProfile(next);
      return saved;
    }
    if (!vendorProfileStore.write(next)) return false;
    setProfile(next);
    return true;
  }

  const companyName = profile.companyName || portalCopy.companyPlaceholder;

  return (
    <div className="flex min-h-screen flex-col bg-ink-50">
      <PageMeta title={portalCopy.metaTitle} description={portalCopy.metaDescription} />
      <header className="border-b border-ink-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-5 py-3 sm:px-8">
          <Logo />
          <Link
            to={paths.vendorLogin.getHref()}
            onClick={() => void vendorAuth.signOut()}
            className="inline-flex min-h-10 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-ink-700 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {portalCopy.signOut}
          </Link>
        </div>
        <div className="bg-gradient-to-r from-brand-900 to-brand-700">
          <div className="mx-auto max-w-7xl px-5 py-6 sm:px-8 sm:py-8">
            <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{portalCopy.title}</h1>
            <p className="mt-1 text-brand-100" data-testid="portal-company">
              {companyName}
            </p>
          </div>
        </div>
      </header>

      <div className="mx-auto w-full max-w-7xl flex-1 px-5 py-6 sm:px-8 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8 lg:py-10">
        <nav aria-label={portalCopy.tabsLabel} className="sticky top-0 z-10 -mx-5 border-b border-ink-200 bg-ink-50/95 px-5 pb-3 backdrop-blur sm:-mx-8 sm:px-8 lg:static lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0">
          <PortalTabs label={portalCopy.tabsLabel} selected={selected} onSelect={select} />
        </nav>

        <main id="main" className="mt-6 min-w-0 lg:mt-0">
          {selected === 'dashboard' && !profile.companyName && (
            <div className="mb-6 flex flex-col gap-3 rounded-2xl border border-brand-200 bg-white p-5 shadow-card sm:flex-row sm:items-center sm:justify-between">
              <div className="flex gap-3">
                <Sparkles className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" aria-hidden="true" />
                <div>
                  <p className="font-bold text-ink-900">{portalCopy.welcome}</p>
                  <p className="text-sm text-ink-600">{portalCopy.welcomeBody}</p>
                </div>
              </div>
              <button
                type="button"
                onClick={() => {
                  select('profile');
                  document.getElementById(tabId('profile'))?.focus();
                }}
                className="shrink-0 rounded-lg text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {portalCopy.completeProfile}
              </button>
            </div>
          )}
          <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} tabIndex={0} className="focus:outline-none focus-visible:rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700">
            {selected === 'dashboard' && <DashboardPanel onViewAllJobs={viewAllJobs} />}
            {selected === 'jobs' && <JobsPanel />}
            {selected === 'earnings' && <EarningsPanel />}
            {selected === 'profile' && <ProfilePanel key={profileLoads} profile={profile} onSave={saveProfile} vettedLocked={vendorAuth.requiresSession} />}
          </div>
        </main>
      </div>
    </div>
  );
}
