import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HomePage } from '@/features/marketing/components/home-page';
import { HowItWorksPage } from '@/features/marketing/components/how-it-works-page';
import { renderWithBackend } from '../../factories/backend';

describe('HomePage', () => {
  it('renders the newsletter slot inside the newsletter section', () => {
    renderWithBackend(
      <MemoryRouter>
        <HomePage newsletterSlot={<form aria-label="Newsletter sign-up" />} />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Smarter landlording, once a month' });
    expect(within(section).getByRole('form', { name: 'Newsletter sign-up' })).toBeInTheDocument();
  });

  it('compares traditional management and DoorKeep in a table with header cells', () => {
    renderWithBackend(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'How traditional property management compares with DoorKeep' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['What you get', 'Traditional management', 'DoorKeep']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(8);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('Watch Demo', () => {
  it('steps through the three steps with Next and Previous', async () => {
    const user = userEvent.setup();
    renderWithBackend(
      <MemoryRouter>
        <HowItWorksPage />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Watch Demo' }));
    const dialog = screen.getByRole('dialog', { name: 'DoorKeep in three steps' });
    expect(within(dialog).getByText(/Step 1 of 3/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText(/Step 2 of 3/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(within(dialog).getByText(/Step 1 of 3/)).toBeInTheDocument();
    // Previous is disabled on the first step, so focus moves to a control that still works.
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Watch Demo' })).toHaveFocus();
  });
});
