import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsletterPanel } from '@/features/admin/components/newsletter-panel';
import type { AdminDataPort, AdminStats, NewsletterSignup } from '@/lib/submissions';
import { browserAdminData } from '@/lib/submissions/browser-admin-data';
import { renderAdminPanel } from '../../factories/admin';

const figures: AdminStats = {
  vendorApplications: { total: 0, pending: 0 },
  waitlist: { total: 0, paid: 0, pendingPayment: 0, refunded: 0, totalDeposits: 0 },
  newsletter: { total: 1, fromHomepage: 2, thisWeek: 2, confirmed: 1, unconfirmed: 0, unsubscribed: 1 },
  supportMessages: { total: 0, open: 0 },
};

const readers: NewsletterSignup[] = [
  { id: 'n-1', email: 'stays@example.com', source: 'homepage', signupDate: '2026-11-01T10:00:00.000Z', status: 'confirmed' },
  { id: 'n-2', email: 'left@example.com', source: 'homepage', signupDate: '2026-11-02T10:00:00.000Z', status: 'unsubscribed' },
];

describe("the admin's newsletter row actions", () => {
  it('offer Send email to a reader who is subscribed, and to one who unsubscribed only say that no mail is sent', async () => {
    const port: AdminDataPort = {
      ...browserAdminData,
      stats: (async (kind: keyof AdminStats) => figures[kind]) as AdminDataPort['stats'],
      list: (async () => ({ rows: readers, total: readers.length })) as AdminDataPort['list'],
    };
    renderAdminPanel(NewsletterPanel, port, 'newsletter');
    const stays = (await screen.findByText('stays@example.com')).closest('tr, li, [role="row"]') as HTMLElement;
    const left = screen.getByText('left@example.com').closest('tr, li, [role="row"]') as HTMLElement;
    expect(within(stays).getByRole('link', { name: /Send email to stays@example.com/ })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:'),
    );
    expect(within(left).queryByRole('link', { name: /Send email/ })).toBeNull();
    expect(within(left).getByText('Unsubscribed — no mail is sent')).toBeInTheDocument();
  });
});
