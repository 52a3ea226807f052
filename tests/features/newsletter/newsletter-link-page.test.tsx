import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterLinkPage } from '@/features/newsletter/components/newsletter-link-page';
import type { NewsletterLinksPort } from '@/lib/newsletter-links';
import { TestBackend } from '../../factories/backend';

/** The route's newsletter links part with a backend, scripted by each test. */
const newsletterLinks = {
  configured: true,
  confirm: vi.fn<NewsletterLinksPort['confirm']>(async () => 'confirmed'),
  unsubscribe: vi.fn<NewsletterLinksPort['unsubscribe']>(async () => 'unsubscribed'),
} satisfies NewsletterLinksPort;

function AddressBar() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

/** Opens the confirmation page at `address` as the app does in development: inside StrictMode, which runs effects twice. */
async function openConfirm(address: string) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[address]}>
        <TestBackend parts={{ newsletterLinks }}>
          <AddressBar />
          <NewsletterLinkPage action="confirm" />
        </TestBackend>
      </MemoryRouter>
    </StrictMode>,
  );
  await act(async () => {});
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('the newsletter confirmation link page', () => {
  it('sends the token once, even when StrictMode runs the page effects twice, and takes it out of the address', async () => {
    await openConfirm('/newsletter/confirm?token=once');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your subscription is confirmed');
    expect(newsletterLinks.confirm).toHaveBeenCalledTimes(1);
    expect(newsletterLinks.confirm).toHaveBeenCalledWith('once');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/newsletter\/confirm$/);
  });

  it('sends the same token again, once, when the reader tries again after a dropped connection', async () => {
    newsletterLinks.confirm.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await openConfirm('/newsletter/confirm?token=later');
    expect(newsletterLinks.confirm).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /try again/i })));
    expect(newsletterLinks.confirm).toHaveBeenCalledTimes(2);
    expect(newsletterLinks.confirm).toHaveBeenLastCalledWith('later');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your subscription is confirmed');
  });

  it('sends nothing without a token and says what the page is for', async () => {
    await openConfirm('/newsletter/confirm');
    expect(newsletterLinks.confirm).not.toHaveBeenCalled();
    expect(screen.getByText('This page confirms a newsletter subscription from the link in our confirmation e-mail.')).toBeInTheDocument();
  });
});
