import { afterEach, describe, expect, it, vi } from 'vitest';

// Hydration is the browser's, which runs Preact (vite.config.ts), so this file runs the hook under Preact, as
// tests/lib/staged-hydration.test.tsx does.
vi.mock('react', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-dev-runtime'));

const { hydrate, render } = await import('preact');
const { act } = await import('preact/test-utils');
const { useState } = await import('preact/compat');
const { useEarlyInput } = await import('@/lib/hooks/use-early-input');
const { recordEarlyInput } = await import('@/lib/early-input');

let seen: string[] = [];
let stopRecording = () => {};

function EmailForm() {
  const [email, setEmail] = useState('');
  seen.push(email);
  const ref = useEarlyInput<HTMLInputElement>(email, (event) => setEmail(event.target.value));
  return <input ref={ref} aria-label="Email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />;
}

function MessageForm() {
  const [message, setMessage] = useState('');
  seen.push(message);
  const ref = useEarlyInput<HTMLTextAreaElement>(message, (event) => setMessage(event.target.value));
  return <textarea ref={ref} aria-label="Message" value={message} onChange={(event) => setMessage(event.currentTarget.value)} />;
}

/** A prerendered page with one control, and the visitor typing into it before hydration (as boot.ts records it). */
function prerenderedWith(html: string, typed?: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  stopRecording = recordEarlyInput();
  const control = container.firstElementChild as HTMLInputElement | HTMLTextAreaElement;
  if (typed !== undefined) {
    control.value = typed;
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
  return { container, control };
}

afterEach(() => {
  stopRecording();
  document.body.innerHTML = '';
  seen = [];
});

describe('useEarlyInput', () => {
  it('takes over what was typed into the prerendered field before hydration, and keeps it on screen', async () => {
    const { container, control } = prerenderedWith('<input aria-label="Email" value="">', 'typed.early@example.com');

    await act(() => hydrate(<EmailForm />, container));

    expect(seen.at(-1)).toBe('typed.early@example.com');
    expect(container.querySelector('input')).toBe(control);
    expect(control.value).toBe('typed.early@example.com');
  });

  it('keeps a textarea too, which preact/compat overwrites with its value prop while hydrating', async () => {
    const typed = 'Typed while the page was loading.';
    const { container, control } = prerenderedWith('<textarea aria-label="Message"></textarea>', typed);

    await act(() => hydrate(<MessageForm />, container));

    expect(seen.at(-1)).toBe(typed);
    expect(control.value).toBe(typed);
  });

  it('does nothing to a field that was not typed into', async () => {
    const { container } = prerenderedWith('<input aria-label="Email" value="">');
    await act(() => hydrate(<EmailForm />, container));
    expect(seen).toEqual(['']);
  });

  it('does nothing to a field rendered in the browser', async () => {
    const container = document.createElement('div');
    await act(() => render(<EmailForm />, container));
    expect(seen).toEqual(['']);
  });
});
