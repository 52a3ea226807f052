import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { SupportForm, SupportPage, supportFormCopy } from '@/features/support';
import { browserCollections, browserSubmissions } from '@/lib/submissions/browser-adapter';
import { TestBackend, renderWithBackend } from '../../factories/backend';
import { awaitingDeliveryPort } from '../../factories/delivery';

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const submitButton = () => screen.getByRole('button', { name: /send message|sending/i });

function fillForm() {
  type(/your name/i, 'Pat Landlord');
  type(/^email/i, 'pat@example.com');
  type(/subject/i, 'Deposit question');
  type(/^message/i, 'Is the deposit refundable if I sell my duplex?');
}

describe('SupportPage', () => {
  it('shows the claims and both channels with their mailto and tel links', () => {
    renderWithBackend(
      <MemoryRouter>
        <SupportPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How Can We Help?');
    for (const claim of ['< 4 hrs', '24/7', '98%']) expect(screen.getAllByText(claim).length).toBeGreaterThan(0);
    const email = screen.getByRole('heading', { name: 'Email Support' }).parentElement!;
    expect(within(email).getByText('Available 24/7')).toBeInTheDocument();
    expect(within(email).getByText('Response in under 4 hours')).toBeInTheDocument();
    expect(within(email).getByRole('link')).toHaveAttribute('href', `mailto:${site.contact.supportEmail}`);
    const phone = screen.getByRole('heading', { name: 'Phone Support' }).parentElement!;
    expect(within(phone).getByText('Mon-Fri 8AM-8PM CT')).toBeInTheDocument();
    expect(within(phone).getByText('Immediate response')).toBeInTheDocument();
    expect(within(phone).getByRole('link')).toHaveAttribute('href', `tel:${site.contact.phoneHref}`);
  });

  it('renders on the server without touching browser storage', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const html = renderToString(
      <TestBackend>
        <MemoryRouter>
          <SupportPage />
        </MemoryRouter>
      </TestBackend>,
    );
    expect(html).toContain('How Can We Help?');
    expect(getItem).not.toHaveBeenCalled();
    getItem.mockRestore();
  });
});

// Generous per-test time: these render whole forms on a shared two-core machine.
describe('SupportForm', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-04T10:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('defaults to medium priority and the general category, with all five categories and four priorities', () => {
    renderWithBackend(<SupportForm />);
    const priority = screen.getByRole('combobox', { name: /priority/i });
    const category = screen.getByRole('combobox', { name: /category/i });
    expect(priority).toHaveValue('medium');
    expect(category).toHaveValue('general');
    expect(within(priority).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'low',
      'medium',
      'high',
      'urgent',
    ]);
    expect(within(category).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'general',
      'technical',
      'billing',
      'feature',
      'bug',
    ]);
    for (const name of [/your name/i, /^email/i, /subject/i, /^message/i]) expect(field(name)).toBeRequired();
  });

  it('marks every empty required field and an invalid email, and saves nothing', async () => {
    renderWithBackend(<SupportForm />);
    type(/^email/i, 'pat@');
    fireEvent.click(submitButton());
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText(supportFormCopy.invalidForm)).toBeInTheDocument();
    expect(field(/your name/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/your name/i)).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(browserCollections.list('supportMessages')).toHaveLength(0);
    type(/your name/i, 'Pat');
    expect(field(/your name/i)).not.toHaveAttribute('aria-invalid');
  });

  it('caps each field at its limit, counts the message’s characters, and says a limit in words', () => {
    renderWithBackend(<SupportForm />);
    expect(field(/your name/i)).toHaveAttribute('maxlength', '120');
    expect(field(/subject/i)).toHaveAttribute('maxlength', '200');
    expect(field(/^message/i)).toHaveAttribute('maxlength', '5000');
    type(/^message/i, 'x'.repeat(1234));
    expect(field(/^message/i)).toHaveAccessibleDescription(expect.stringContaining('1,234 / 5,000 characters'));
    // A value longer than the cap (pasted by a script, or an older browser) is refused with the limit in words.
    type(/^message/i, 'x'.repeat(6000));
    fireEvent.blur(field(/^message/i));
    expect(screen.getByText('Please keep this to 5,000 characters or fewer')).toBeInTheDocument();
    expect(screen.queryByText(/too big|expected string/i)).not.toBeInTheDocument();
  });

  it('says a message still waiting for the connection is saved, and sent as soon as it has gone', async () => {
    const { submissions, deliver } = awaitingDeliveryPort(browserSubmissions);
    renderWithBackend(<SupportForm />, { submissions });
    fillForm();
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByRole('heading', { name: 'Message saved' })).toBeInTheDocument();
    expect(screen.getByText(/offline.*sent by itself as soon as the connection is back/)).toBeInTheDocument();
    expect(screen.getByTestId('ticket-reference')).toHaveTextContent(/^DK-/);
    act(() => deliver());
    expect(screen.getByRole('heading', { name: 'Message sent!' })).toBeInTheDocument();
    expect(screen.queryByText(/offline/)).not.toBeInTheDocument();
  });

  it('sends for 1.5 s, saves the message with a DK- ticket, shows it with the 4-hour promise, then returns empty', async () => {
    renderWithBackend(<SupportForm />);
    fillForm();
    fireEvent.change(screen.getByRole('combobox', { name: /priority/i }), { target: { value: 'urgent' } });
    fireEvent.change(screen.getByRole('combobox', { name: /category/i }), { target: { value: 'billing' } });
    fireEvent.click(submitButton());

    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Sending...');
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(browserCollections.list('supportMessages')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));

    const [saved] = browserCollections.list('supportMessages');
    expect(saved).toMatchObject({
      name: 'Pat Landlord',
      email: 'pat@example.com',
      subject: 'Deposit question',
      priority: 'urgent',
      category: 'billing',
      message: 'Is the deposit refundable if I sell my duplex?',
      createdAt: '2025-03-04T10:00:01.500Z',
    });
    expect(saved.id).toMatch(/^DK-[A-Z0-9]{9}$/);
    expect(screen.getByTestId('ticket-reference')).toHaveTextContent(saved.id);
    expect(screen.getByRole('heading', { name: 'Message sent!' })).toHaveFocus();
    expect(screen.getByText(/respond within 4 hours/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field(/your name/i)).toHaveValue('');
    expect(field(/subject/i)).toHaveValue('');
    expect(field(/^message/i)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /priority/i })).toHaveValue('medium');
    expect(field(/your name/i)).toHaveFocus();
  });

  it('keeps every field and shows an error when the browser refuses the save', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    renderWithBackend(<SupportForm />);
    fillForm();
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByRole('alert')).toHaveTextContent(supportFormCopy.saveFailed);
    expect(field(/your name/i)).toHaveValue('Pat Landlord');
    expect(field(/^message/i)).toHaveValue('Is the deposit refundable if I sell my duplex?');
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByTestId('ticket-reference')).not.toBeInTheDocument();
  });
});
