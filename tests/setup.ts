import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Unit tests never reach the network: a request that no test has stubbed fails loudly.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => Promise.reject(new Error(`Unexpected network request in a unit test: ${String(input)}`))),
  );
});

afterEach(() => {
  // Backend tests run in the node environment, where there is no DOM or storage to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
