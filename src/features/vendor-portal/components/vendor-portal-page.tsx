import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LogOut, Sparkles } from 'lucide-react';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useVendorPortalPort } from '../ports';
import { useSignOutForgetting } from '@/lib/query/use-forget-signed-out-account';
import { Logo } from '@/components/layout/logo';
import { Button, Spinner } from '@/components/ui';
import { PageMeta } from '@/components/seo/page-meta';
import { portalCopy, portalTabs, type PortalTabId } from '../content/portal';
import { emptyVendorProfile, vendorProfileStore, type VendorProfile } from '../data';
import { vendorPortalKeys, vendorProfileQuery } from '../api';
import { DashboardPanel, EarningsPanel, JobsPanel, ProfilePanel } from './portal-panels';
import { PortalTabs, panelId, tabId } from './portal-tabs';
import { DocumentsOverview, DocumentsPanel } from './documents-tab';

const isTab = (value: string | null): value is PortalTabId => portalTabs.some((tab) => tab.id === value);

/**
 * The portal's profile: with a backend the signed-in vendor's own application (no vendor session, no portal),
 * else the one this browser saved. Read once per visit, under the vendor's account.
 */
function useVendorProfile() {
  const vendorAuth = useVendorPortalPort('vendorAuth');
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const fromServer = vendorAuth.requiresSession;
  const accountId = fromServer ? user?.id : 'this-browser';
  const queryKey = vendorPortalKeys.profile(accountId ?? 'signed-out');
  const profile = useQuery(
    vendorProfileQuery(
      vendorAuth,
      accountId ?? 'signed-out',
      !fromServer || (status === 'ready' && Boolean(user)),
    ),
  );
  const { mutateAsync: save } = useMutation({
    mutationFn: async (next: VendorProfile) => {
      if (!fromServer) return vendorProfileStore.write(next);
      return vendorAuth.saveProfile({
        company: next.companyName,
        contact: next.contactPerson,
        phone: next.phone,
        smsNumber: next.smsNumber,
        serviceAreaRadius: next.serviceRadius,
        serviceAreaZipCodes: next.serviceAreaZipCodes,
        categories: next.categories,
        contactHours: next.contactHours,
        notes: next.notes,
        preferredQuoteMethod: next.preferredQuoteMethod,
        emergencyServices: next.emergencyServices,
        minHourlyRate: next.minHourlyRate,
        maxHourlyRate: next.maxHourlyRate,
        minServiceCharge: next.minServiceCharge,
      });
    },
    onSuccess: (saved, next) => {
      if (saved) queryClient.setQueryData(queryKey, next);
    },
  });
  const signedOut =
    fromServer && ((status === 'ready' && !user) || (profile.isSuccess && profile.data === null));
  return { profile, save, signedOut, accountId, fromServer };
}

/** /vendor-dashboard: the vendor portal with its own header and four tabs; the open tab lives in `?tab=`. */
export function VendorPortalPage() {
  const vendorAuth = useVendorPortalPort('vendorAuth');
  const signOutForgetting = useSignOutForgetting();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected: PortalTabId = isTab(requested) ? requested : 'dashboard';
  const { profile: profileQuery, save, signedOut, accountId, fromServer } = useVendorProfile();
  const profile = profileQuery.data ?? emptyVendorProfile;
  const navigate = useNavigate();

  useEffect(() => {
    if (signedOut) navigate(paths.vendorLogin.getHref(), { replace: true });
  }, [navigate, signedOut]);

  const [signingOut, setSigningOut] = useState(false);

  // The session ends before the page is left: a vendor who opens the portal again at once, or closes the tab, is
  // signed out, not still signed in because the sign-out was cut short by the navigation.
  async function signOut() {
    setSigningOut(true);
    try {
      await signOutForgetting(fromServer ? accountId : null, () => vendorAuth.signOut());
    } finally {
      navigate(paths.vendorLogin.getHref(), { replace: true });
    }
  }

  function select(id: PortalTabId) {
    setSearchParams(id === 'dashboard' ? {} : { tab: id }, { replace: true });
  }

  function viewAllJobs() {
    select('jobs');
    document.getElementById(tabId('jobs'))?.focus();
  }

  const companyName = profile.companyName || portalCopy.companyPlaceholder;

  return (
    <div className="flex min-h-screen flex-col bg-ink-50">
      <PageMeta title={portalCopy.metaTitle} description={portalCopy.metaDescription} />
      <header className="border-b border-ink-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-5 py-3 sm:px-8">
          <Logo />
          <Button variant="ghost" size="sm" loading={signingOut} onClick={() => void signOut()}>
            {!signingOut && <LogOut className="h-4 w-4" aria-hidden="true" />}
            {signingOut ? portalCopy.signingOut : portalCopy.signOut}
          </Button>
        </div>
        <div className="bg-gradient-to-r from-brand-900 to-brand-700">
          <div className="mx-auto max-w-7xl px-5 py-6 sm:px-8 sm:py-8">
            <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">
              {portalCopy.title}
            </h1>
            <p className="mt-1 text-brand-100" data-testid="portal-company">
              {companyName}
            </p>
          </div>
        </div>
      </header>

      <div className="mx-auto w-full max-w-7xl flex-1 px-5 py-6 sm:px-8 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8 lg:py-10">
        <nav
          aria-label={portalCopy.tabsLabel}
          className="sticky top-0 z-10 -mx-5 border-b border-ink-200 bg-ink-50/95 px-5 pb-3 backdrop-blur sm:-mx-8 sm:px-8 lg:static lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0"
        >
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
          <div
            role="tabpanel"
            id={panelId(selected)}
            aria-labelledby={tabId(selected)}
            tabIndex={0}
            className="focus:outline-none focus-visible:rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
          >
            {selected === 'dashboard' && (
              <>
                <DocumentsOverview
                  onOpen={() => {
                    select('documents');
                    document.getElementById(tabId('documents'))?.focus();
                  }}
                />
                <DashboardPanel onViewAllJobs={viewAllJobs} />
              </>
            )}
            {selected === 'jobs' && <JobsPanel />}
            {selected === 'earnings' && <EarningsPanel />}
            {selected === 'documents' && <DocumentsPanel />}
            {selected === 'profile' &&
              // The form starts from the profile once it has loaded, so nothing typed is replaced by a late answer.
              (profileQuery.isPending ? (
                <p role="status" className="flex items-center gap-3 py-10 text-ink-700">
                  <Spinner className="h-5 w-5 text-brand-700" />
                  {portalCopy.profileLoading}
                </p>
              ) : (
                <ProfilePanel profile={profile} onSave={save} vettedLocked={fromServer} />
              ))}
          </div>
        </main>
      </div>
    </div>
  );
}
