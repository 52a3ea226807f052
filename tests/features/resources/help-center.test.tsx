import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HelpCenter } from '@/features/resources/components/help-center';
import { ResourcesPage } from '@/features/resources/components/resources-page';

describe('HelpCenter', () => {
  it('filters questions as the visitor types and announces the count', async () => {
    const user = userEvent.setup();
    const { container } = render(<HelpCenter />, { wrapper: MemoryRouter });
    const live = container.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(live).toHaveTextContent(/Showing all \d+ questions/);
    const total = screen.getAllByRole('heading', { level: 3 }).length;

    // Pasting fires the same change event as typing, without re-rendering every question once per key in jsdom.
    await user.click(screen.getByRole('searchbox', { name: 'Search the Help Center' }));
    await user.paste('Vacant');
    expect(live).toHaveTextContent('1 question matches “Vacant”');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Do I pay anything while a property is vacant?');
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeLessThan(total);
  });

  it('shows an empty state with a link to support, and clears the search', async () => {
    const user = userEvent.setup();
    const { container } = render(<HelpCenter />, { wrapper: MemoryRouter });
    const search = screen.getByRole('searchbox', { name: 'Search the Help Center' });
    await user.click(search);
    await user.paste('helicopter');
    const live = container.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(live).toHaveTextContent('No questions match “helicopter”');
    expect(within(live).getByRole('link', { name: 'Contact our support team' })).toHaveAttribute('href', '/support');
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);

    await user.click(within(live).getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(10);
  });
});

describe('ResourcesPage', () => {
  it('renders the newsletter slot inside the newsletter section', () => {
    render(<ResourcesPage newsletterSlot={<form aria-label="Newsletter sign-up" />} />, { wrapper: MemoryRouter });
    const section = screen.getByRole('region', { name: 'Landlord insights, once a month' });
    expect(within(section).getByRole('form', { name: 'Newsletter sign-up' })).toBeInTheDocument();
  });

  it('links the ROI promo to the waitlist and View All Articles to the blog', () => {
    render(<ResourcesPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: /Reserve My Spot/ })).toHaveAttribute('href', '/waitlist');
    expect(screen.getByRole('link', { name: /View All Articles/ })).toHaveAttribute('href', '/resources/blog');
  });
});
