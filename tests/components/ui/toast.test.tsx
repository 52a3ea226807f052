import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, toastDurationMs, useToast } from '@/components/ui/toast';

function Announcer() {
  const announce = useToast();
  return <button onClick={() => announce('Vendor approved')}>Approve</button>;
}

function renderWithToast() {
  render(
    <ToastProvider>
      <Announcer />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
  return {
    message: () => screen.queryByText('Vendor approved'),
    toast: () => screen.getByText('Vendor approved').parentElement as HTMLElement,
    dismissButton: () => screen.getByRole('button', { name: 'Dismiss message' }),
  };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Toast auto-dismiss', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves by itself after its duration when nobody touches it', () => {
    const { message } = renderWithToast();
    advance(toastDurationMs - 1);
    expect(message()).toBeInTheDocument();
    advance(1);
    expect(message()).not.toBeInTheDocument();
  });

  it('stays while hovered and, once the pointer leaves, goes after the time it had left', () => {
    const { message, toast } = renderWithToast();
    advance(4000);
    fireEvent.pointerEnter(toast());
    advance(toastDurationMs * 3);
    expect(message()).toBeInTheDocument();

    fireEvent.pointerLeave(toast());
    advance(toastDurationMs - 4000 - 1);
    expect(message()).toBeInTheDocument();
    advance(1);
    expect(message()).not.toBeInTheDocument();
  });

  it('stays while focus is in it and, once focus leaves, goes after the time it had left', () => {
    const { message, dismissButton } = renderWithToast();
    advance(1000);
    act(() => dismissButton().focus());
    advance(toastDurationMs * 3);
    expect(message()).toBeInTheDocument();

    act(() => dismissButton().blur());
    advance(toastDurationMs - 1000 - 1);
    expect(message()).toBeInTheDocument();
    advance(1);
    expect(message()).not.toBeInTheDocument();
  });

  it('runs the next toast’s countdown when the focused toast was dismissed with its button', () => {
    const { message, dismissButton } = renderWithToast();
    act(() => dismissButton().focus());
    fireEvent.click(dismissButton());
    expect(message()).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(message()).toBeInTheDocument();
    advance(toastDurationMs);
    expect(message()).not.toBeInTheDocument();
  });
});
