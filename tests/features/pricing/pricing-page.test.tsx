import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PricingPage } from '@/features/pricing';
import { renderWithBackend } from '../../factories/backend';

/** The calculator writes its numbers into the page's own address (a prerendered page has no router). */
const currentSearch = () => window.location.search;

function renderPricing(url = '/pricing') {
  window.history.replaceState(null, '', url);
  return renderWithBackend(<PricingPage />);
}

function results() {
  return within(screen.getByRole('heading', { name: 'Your yearly management cost' }).parentElement as HTMLElement);
}

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('ROI calculator on the pricing page', () => {
  it('starts at $2,000 for one property: $2,400 versus $480 a year, $1,920 saved', () => {
    renderPricing();
    const rent = screen.getByRole('slider', { name: 'Monthly rent per property' });
    expect(rent).toHaveValue('2000');
    expect(rent).toHaveAttribute('aria-valuetext', '$2,000 per month');
    expect(results().getByText('$2,400')).toBeInTheDocument();
    expect(results().getByText('$480')).toBeInTheDocument();
    expect(screen.getByTestId('annual-savings')).toHaveTextContent('$1,920');
    expect(results().getByText('80% Less')).toBeInTheDocument();
  });

  it('updates every figure when the sliders move, and mirrors them in the address', () => {
    vi.useFakeTimers();
    renderPricing();
    const rent = screen.getByRole('slider', { name: 'Monthly rent per property' });
    const properties = screen.getByRole('slider', { name: 'Number of properties' });

    fireEvent.change(rent, { target: { value: '2500' } });
    fireEvent.change(properties, { target: { value: '3' } });

    expect(rent).toHaveAttribute('aria-valuetext', '$2,500 per month');
    expect(properties).toHaveAttribute('aria-valuetext', '3 properties');
    // 2,500 × 3 = 7,500 a month: 10% is $9,000 a year, 2% is $1,800, the difference $7,200.
    expect(results().getByText('$9,000')).toBeInTheDocument();
    expect(results().getByText('$1,800')).toBeInTheDocument();
    expect(screen.getByTestId('annual-savings')).toHaveTextContent('$7,200');
    expect(screen.getByText('$600 back in your pocket every month')).toBeInTheDocument();

    act(() => {
      vi.runAllTimers();
    });
    expect(currentSearch()).toBe('?rent=2500&properties=3');
  });

  it('keeps a move made while the previous numbers are still on their way to the address', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/pricing');
    renderWithBackend(<PricingPage />);
    const rent = screen.getByRole('slider', { name: 'Monthly rent per property' });
    const properties = screen.getByRole('slider', { name: 'Number of properties' });

    fireEvent.change(rent, { target: { value: '5000' } });
    act(() => {
      // The delayed write of rent=5000&properties=1 lands just before the next move of the other slider.
      vi.advanceTimersByTime(200);
      fireEvent.change(properties, { target: { value: '2' } });
    });
    expect(properties).toHaveAttribute('aria-valuetext', '2 properties');

    act(() => {
      vi.runAllTimers();
    });
    expect(properties).toHaveAttribute('aria-valuetext', '2 properties');
    expect(window.location.search).toBe('?rent=5000&properties=2');
  });

  it("labels the top of the properties range '20+'", () => {
    renderPricing();
    const properties = screen.getByRole('slider', { name: 'Number of properties' });
    fireEvent.change(properties, { target: { value: '20' } });
    expect(properties).toHaveAttribute('aria-valuetext', '20 or more properties');
    expect(screen.getAllByText('20+').length).toBeGreaterThan(0);
  });

  it('restores a shared calculation after mount, clamping values out of range', async () => {
    renderPricing('/pricing?rent=9000&properties=3');
    const rent = await screen.findByRole('slider', { name: 'Monthly rent per property' });
    expect(rent).toHaveValue('5000');
    expect(screen.getByRole('slider', { name: 'Number of properties' })).toHaveValue('3');
    // 5,000 × 3 × 8% × 12
    expect(screen.getByTestId('annual-savings')).toHaveTextContent('$14,400');
    expect(currentSearch()).toBe('?rent=5000&properties=3');
  });
});

describe('pricing FAQ', () => {
  it('opens one answer at a time and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    renderPricing();
    const setup = screen.getByRole('button', { name: 'Are there any setup fees?' });
    const cancel = screen.getByRole('button', { name: 'Can I cancel anytime?' });
    expect(screen.getAllByRole('button', { expanded: false }).length).toBeGreaterThanOrEqual(5);

    await user.click(setup);
    expect(setup).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/no setup fees at all/)).toBeVisible();

    await user.click(cancel);
    expect(cancel).toHaveAttribute('aria-expanded', 'true');
    expect(setup).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/no setup fees at all/)).not.toBeVisible();
    expect(screen.getByText(/Cancel anytime with 30 days notice. There are no/)).toBeVisible();

    await user.click(cancel);
    expect(cancel).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/Cancel anytime with 30 days notice. There are no/)).not.toBeVisible();
  });

  it('answers the five questions in line with the business terms', () => {
    renderPricing();
    const questions = ['Are there any setup fees?', 'Can I cancel anytime?', 'How do you handle maintenance costs?', 'What about vacant properties?', 'Is there a minimum contract?'];
    for (const question of questions) expect(screen.getByRole('button', { name: question })).toBeInTheDocument();
    expect(screen.getByText(/worth \$499, free/)).toBeInTheDocument();
    expect(screen.getByText(/zero markup/)).toBeInTheDocument();
    expect(screen.getByText(/10-20%/, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/Vacant properties incur no fee/)).toBeInTheDocument();
    expect(screen.getByText(/no minimum contract/)).toBeInTheDocument();
  });
});
