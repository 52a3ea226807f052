import { withSignal, type DatabaseClient } from '@/lib/supabase';
import type { AdminDataPort, OverviewOfPeriod, OverviewStanding } from './port';

// The admin's launch overview over the admin_overview_* functions (supabase/migrations/*_admin_overview.sql), which
// count in SQL; only their answers cross the network.

type OverviewReads = Required<Pick<AdminDataPort, 'overviewStanding' | 'overviewOfPeriod'>>;

/** A function's answer, or its error as an Error with the server's message. */
function answer<T>({ data, error }: { data: T; error: { message: string } | null }): T {
  if (error) throw new Error(error.message);
  return data;
}

export function supabaseOverviewReads(api: () => Promise<DatabaseClient>): OverviewReads {
  return {
    async overviewStanding(signal) {
      const supabase = await api();
      const [figures, coverage] = await Promise.all([
        withSignal(supabase.rpc('admin_overview_figures'), signal).then(answer),
        withSignal(supabase.rpc('admin_overview_coverage'), signal).then(answer),
      ]);
      return {
        // A JSON document the function builds; money is numeric, which JSON carries as a number too.
        figures: figures as OverviewStanding['figures'],
        coverage: (coverage ?? []).map((row) => ({
          state: row.state,
          doors: row.doors,
          vendors: row.vendors,
          trades: (row.trades ?? {}) as Record<string, number>,
        })),
      };
    },
    async overviewOfPeriod(period, signal) {
      const supabase = await api();
      const [days, funnel, sources] = await Promise.all([
        withSignal(supabase.rpc('admin_overview_daily', { p_days: period }), signal).then(answer),
        withSignal(supabase.rpc('admin_overview_funnel', { p_days: period }), signal).then(answer),
        withSignal(supabase.rpc('admin_overview_sources', { p_days: period }), signal).then(answer),
      ]);
      return {
        days: (days ?? []).map((row) => ({
          day: row.day,
          waitlist: row.waitlist_signups,
          deposits: row.paid_deposits,
          confirmations: row.newsletter_confirmations,
          applications: row.vendor_applications,
        })),
        funnel: funnel as OverviewOfPeriod['funnel'],
        sources: (sources ?? []).map((row) => ({
          source: row.source,
          kind: row.kind as OverviewOfPeriod['sources'][number]['kind'],
          waitlist: row.waitlist_signups,
          paid: row.paid_deposits,
          newsletter: row.newsletter_signups,
          vendors: row.vendor_applications,
        })),
      };
    },
  };
}
