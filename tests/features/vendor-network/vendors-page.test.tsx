import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { VendorsPage, serviceCategories, vendorTestimonials } from '@/features/vendor-network';

describe('VendorsPage', () => {
  it('writes every demand label next to its category and gives each star rating words', () => {
    render(
      <MemoryRouter>
        <VendorsPage />
      </MemoryRouter>,
    );
    const list = screen.getByTestId('service-categories');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    serviceCategories.forEach((category, index) => {
      expect(within(items[index]).getByRole('heading', { name: category.name })).toBeInTheDocument();
      expect(items[index].querySelector('[data-demand]')).toHaveTextContent(`Demand: ${category.demand}`);
    });
    for (const testimonial of vendorTestimonials) {
      expect(screen.getAllByRole('img', { name: `Rated ${testimonial.rating} out of 5` }).length).toBeGreaterThan(0);
    }
  });
});
