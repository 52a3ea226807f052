import { lazy, type ComponentType, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderAppLink } from '@/app/app-link';
import { BareLayout, SiteLayout } from '@/app/layouts/site-layout';
import { AppLinkContext } from '@/components/ui/site-link';

const fragile = { failuresLeft: 0 };

function takeFailure(): boolean {
  if (fragile.failuresLeft <= 0) return false;
  fragile.failuresLeft -= 1;
  return true;
}

/** A page that throws while rendering until `fragile.failuresLeft` runs out. */
function FragilePage() {
  if (takeFailure()) throw new Error('Secret stack detail: pricing table exploded');
  return (
    <>
      <h1>Pricing</h1>
      <Link to="/about">About us</Link>
    </>
  );
}

function renderAt(path: string, extraRoutes?: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {/* As the app gives it: the footer's links are router links. */}
      <AppLinkContext.Provider value={renderAppLink}>
        <Routes>
          <Route element={<SiteLayout />}>
            <Route path="/pricing" element={<FragilePage />} />
            <Route path="/about" element={<h1>About</h1>} />
            {extraRoutes}
          </Route>
          <Route element={<BareLayout />}>
            <Route path="/admin-dashboard" element={<FragilePage />} />
          </Route>
        </Routes>
      </AppLinkContext.Provider>
    </MemoryRouter>,
  );
}

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  fragile.failuresLeft = 0;
  // React reports caught errors too; the tests check what the boundary itself logs.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  window.sessionStorage.clear();
});

describe('SiteLayout error boundary', () => {
  it('shows a friendly page with Try again and a way home, keeps header and footer, and logs the details', async () => {
    fragile.failuresLeft = Infinity;
    renderAt('/pricing');

    const heading = await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' });
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(heading).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    expect(screen.queryByText(/Secret stack detail/)).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('failed to render'),
      expect.objectContaining({ message: 'Secret stack detail: pricing table exploded' }),
      expect.any(String),
    );
  });

  it('renders the page again on Try again', async () => {
    fragile.failuresLeft = 2; // React retries a failed render once before it gives up.
    const user = userEvent.setup();
    renderAt('/pricing');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
  });

  it('clears the error when the visitor goes to another page', async () => {
    fragile.failuresLeft = Infinity;
    const user = userEvent.setup();
    renderAt('/pricing');
    await screen.findByRole('heading', { name: 'This page could not be shown' });
    await user.click(screen.getByRole('contentinfo').querySelector('a[href="/about"]') as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This page could not be shown' })).not.toBeInTheDocument();
  });

  it('scrolls a new page to the top at once, not with the stylesheet’s smooth scrolling', async () => {
    const user = userEvent.setup();
    renderAt('/pricing');
    vi.mocked(window.scrollTo).mockClear();
    await user.click(screen.getByRole('link', { name: 'About us' }));
    await screen.findByRole('heading', { level: 1, name: 'About' });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});

describe('BareLayout error boundary', () => {
  it('shows the friendly page as the whole screen, in a main landmark', async () => {
    fragile.failuresLeft = Infinity;
    renderAt('/admin-dashboard');
    const heading = await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' });
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

describe('a page chunk that fails to load', () => {
  const chunkError = () =>
    new TypeError('Failed to fetch dynamically imported module: /assets/vendors-abc123.js');
  const brokenPage = (): ComponentType => lazy(() => Promise.reject(chunkError()));

  it('shows the friendly page when the page was already reloaded for it', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/vendors', reload });
    // What the reload before this page load left behind (src/app/chunk-reload.ts).
    window.sessionStorage.setItem(
      'doorkeep:chunk-reload',
      JSON.stringify({ path: '/vendors', at: Date.now() }),
    );
    const Broken = brokenPage();
    renderAt('/vendors', <Route path="/vendors" element={<Broken />} />);

    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    expect(screen.getByText(/Part of this page did not arrive/)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  // Last: the reload it starts is remembered for the rest of this file's module instance.
  it('reloads the page once instead of going blank, showing the loading state meanwhile', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/vendors', reload });
    const Broken = brokenPage();
    renderAt('/vendors', <Route path="/vendors" element={<Broken />} />);

    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(screen.getByRole('status')).toHaveTextContent('Loading page…');
    expect(screen.queryByRole('heading', { name: 'This page could not be shown' })).not.toBeInTheDocument();
  });
});
