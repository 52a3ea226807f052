import { useCallback, useEffect, useRef, useState } from 'react';
import { adminData } from '@/lib/backend';
import type { NewsletterSignup, VendorApplication, WaitlistSignup } from '@/lib/submissions';

/** How often the dashboard re-reads the submissions (SPEC section 9). */
export const adminRefreshMs = 5000;

export type AdminRecords = {
  vendorApplications: VendorApplication[];
  waitlist: WaitlistSignup[];
  newsletter: NewsletterSignup[];
};

type AdminDataState = AdminRecords & { status: 'loading' | 'ready' | 'error' };

const kinds = ['vendorApplications', 'waitlist', 'newsletter'] as const;

/**
 * The three lists the admin works on, read through the `adminData` port: at once, every 5 seconds and whenever
 * the port reports a change (another tab's write). Mount it only while signed in; unmounting stops every timer.
 */
export function useAdminData() {
  const [state, setState] = useState<AdminDataState>({
    vendorApplications: [],
    waitlist: [],
    newsletter: [],
    status: 'loading',
  });
  const mounted = useRef(true);

  const refresh = useCallback(async () => {
    try {
      const [vendorApplications, waitlist, newsletter] = await Promise.all([
        adminData.list('vendorApplications'),
        adminData.list('waitlist'),
        adminData.list('newsletter'),
      ]);
      if (mounted.current) setState({ vendorApplications, waitlist, newsletter, status: 'ready' });
    } catch {
      // Keep showing the last good lists; the next tick tries again.
      if (mounted.current) setState((current) => ({ ...current, status: current.status === 'ready' ? 'ready' : 'error' }));
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    const reload = () => void refresh();
    // A hidden tab skips the timed reads (each re-validates every record) and catches up when shown again.
    const tick = () => {
      if (document.visibilityState !== 'hidden') reload();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') reload();
    };
    reload();
    const timer = setInterval(tick, adminRefreshMs);
    const unsubscribes = kinds.map((kind) => adminData.subscribe(kind, reload));
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      mounted.current = false;
      clearInterval(timer);
      unsubscribes.forEach((unsubscribe) => unsubscribe());
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [refresh]);

  return { ...state, refresh };
}
