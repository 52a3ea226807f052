import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderAppLink } from '@/app/app-link';
import { AppLinkContext, SiteLink } from '@/components/ui/site-link';

describe('SiteLink', () => {
  it('is a plain link on a prerendered page or in an island, where there is no router', () => {
    render(
      <SiteLink href="/pricing" className="nav">
        Pricing
      </SiteLink>,
    );
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link).toHaveAttribute('href', '/pricing');
    expect(link).toHaveClass('nav');
  });

  it('inside the app, changes the page through the router without loading a document', async () => {
    render(
      <MemoryRouter initialEntries={['/login']}>
        <AppLinkContext.Provider value={renderAppLink}>
          <Routes>
            <Route path="/login" element={<SiteLink href="/signup">Create one</SiteLink>} />
            <Route path="/signup" element={<h1>Create Your Account</h1>} />
          </Routes>
        </AppLinkContext.Provider>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Create one' }));
    expect(screen.getByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
  });
});
