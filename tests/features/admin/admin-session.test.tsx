import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AdminPage } from '@/features/admin/components/admin-page';
import type { AdminAuthPort, AdminSession } from '@/lib/admin-auth';
import { TestBackend } from '../../factories/backend';

const session: AdminSession = { email: 'boss@example.com', signedInAt: '2025-01-20T00:00:00.000Z' };

/** A backend's admin auth: no marker in this tab, and the server's answer to `restore` scripted by each test. */
function backendAdminAuth(restored: AdminSession | null) {
  return {
    configured: true,
    signIn: vi.fn<AdminAuthPort['signIn']>(async () => ({ ok: false, reason: 'invalid' })),
    signOut: vi.fn(),
    currentSession: () => null,
    restore: vi.fn(async () => restored),
  } satisfies AdminAuthPort;
}

/** The admin page as the app renders it in development: inside StrictMode, which runs effects twice. */
async function openAdmin(adminAuth: AdminAuthPort) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={['/admin-dashboard']}>
        <TestBackend parts={{ adminAuth }}>
          <AdminPage />
        </TestBackend>
      </MemoryRouter>
    </StrictMode>,
  );
}

describe('the admin session with a backend', () => {
  it('lets an admin signed in elsewhere straight in, asking the server once', async () => {
    const adminAuth = backendAdminAuth(session);
    await openAdmin(adminAuth);
    expect(await screen.findByText(/boss@example\.com/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(adminAuth.restore).toHaveBeenCalledTimes(1);
  });

  it('shows the sign-in gate when the server has no admin session, asking it once', async () => {
    const adminAuth = backendAdminAuth(null);
    await openAdmin(adminAuth);
    await act(async () => {});
    expect(adminAuth.restore).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/^Password\*?$/)).toBeInTheDocument();
  });
});
