import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';

describe('Button', () => {
  it('is disabled and marked busy while loading, so a second click cannot submit twice', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('with a busy label, is named by the label it shows: the idle one, then the busy one while loading', () => {
    const { rerender } = render(<Button busyLabel="Saving...">Save Changes</Button>);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    rerender(
      <Button busyLabel="Saving..." loading>
        Save Changes
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-busy', 'true');
  });

  it('renders an internal link for an href', () => {
    render(
      <MemoryRouter>
        <Button href="/pricing">Pricing</Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link).toHaveAttribute('href', '/pricing');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens an external link in a new tab without handing over the opener', () => {
    render(
      <Button href="https://example.com/signup" external>
        Sign up
      </Button>,
    );
    const link = screen.getByRole('link', { name: /Sign up/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(/^Sign up\s*\(opens in a new tab\)$/);
  });
});
