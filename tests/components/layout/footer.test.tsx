import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '@/components/layout/footer';

describe('Footer', () => {
  it('links the help center, and /support and /contact beside it, as Support and Contact Support', () => {
    render(<Footer />);
    const nav = within(screen.getByRole('navigation', { name: 'Footer' }));
    const hrefs = nav.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/resources/help', '/support', '/contact']));
    expect(nav.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/resources/help');
    expect(nav.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    expect(nav.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });

  it('names every link differently, so a screen reader’s link list tells them apart', () => {
    render(<Footer />);
    const names = within(screen.getByRole('navigation', { name: 'Footer' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(new Set(names).size).toBe(names.length);
  });
});
