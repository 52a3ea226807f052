import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserSubmissions } from '@/lib/submissions/browser-adapter';
import { fillAndSubmit, renderWizard, wizardUser as user } from './wizard-driver';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('vendor application wizard, values as applicants type them', () => {
  it('takes a website without https:// and a ZIP+4, and stores https:// and the 5 digits', async () => {
    const create = vi.spyOn(browserSubmissions, 'create');
    renderWizard();
    await fillAndSubmit(user(), undefined, { website: 'www.aceplumbing.com', zip: '89101-1234' });

    expect(await screen.findByTestId('submitted')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      'vendorApplications',
      expect.objectContaining({ website: 'https://www.aceplumbing.com', serviceZipCode: '89101' }),
    );
  });
});
