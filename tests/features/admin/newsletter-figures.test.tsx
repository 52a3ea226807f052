import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsletterPanel } from '@/features/admin/components/newsletter-panel';
import type { AdminDataPort, AdminStats } from '@/lib/submissions';
import { browserAdminData } from '@/lib/submissions/browser-admin-data';
import { renderAdminPanel } from '../../factories/admin';

/** A backend's figures (double opt-in): the server counts subscribers, and the readers by status beside them. */
const figures: AdminStats = {
  vendorApplications: { total: 0, pending: 0 },
  waitlist: { total: 0, paid: 0, pendingPayment: 0, refunded: 0, totalDeposits: 0 },
  newsletter: { total: 1, fromHomepage: 1, thisWeek: 1, confirmed: 1, unconfirmed: 63, unsubscribed: 1 },
  supportMessages: { total: 0, open: 0 },
};

describe("the admin's newsletter figures with a backend", () => {
  it('count confirmed readers as subscribers and show readers awaiting confirmation and those who left apart', async () => {
    const port: AdminDataPort = { ...browserAdminData, stats: (async (kind: keyof AdminStats) => figures[kind]) as AdminDataPort['stats'] };
    renderAdminPanel(NewsletterPanel, port, 'newsletter');
    const figure = (label: string) => screen.getByText(label, { selector: 'p, dt, span' }).parentElement!;
    await waitFor(() => expect(figure('Awaiting Confirmation')).toHaveTextContent('63'));
    expect(figure('Total Subscribers')).toHaveTextContent(/^Total Subscribers\s*1$/);
    expect(figure('Unsubscribed')).toHaveTextContent(/^Unsubscribed\s*1$/);
    expect(screen.getByText(/Subscribers are readers who confirmed their address/)).toBeInTheDocument();
  });
});
