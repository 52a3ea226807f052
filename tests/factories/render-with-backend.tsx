import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth';
import type { Backend } from '@/lib/backend-context';
import { TestBackend } from './backend';

/**
 * Renders `ui` as a page's route or island shows it: with a query client and the backend, browser-only except for
 * the `parts` given.
 */
export function renderWithBackend(ui: ReactElement, parts: Partial<Backend> = {}): RenderResult {
  function Wrapper({ children }: { children: ReactNode }) {
    return <TestBackend parts={parts}>{children}</TestBackend>;
  }
  return render(ui, { wrapper: Wrapper });
}

/**
 * What the app's root gives every page: a query client, the backend (browser-only except for `parts`) and the
 * signed-in user of its auth part.
 */
export function WithAppRoot({ parts = {}, children }: { parts?: Partial<Backend>; children: ReactNode }) {
  return (
    <TestBackend parts={parts}>
      <AuthProvider>{children}</AuthProvider>
    </TestBackend>
  );
}

/** Renders `ui` below the app's root (see WithAppRoot), browser-only except for the `parts` given. */
export function renderInAppRoot(ui: ReactElement, parts: Partial<Backend> = {}): RenderResult {
  function Wrapper({ children }: { children: ReactNode }) {
    return <WithAppRoot parts={parts}>{children}</WithAppRoot>;
  }
  return render(ui, { wrapper: Wrapper });
}
