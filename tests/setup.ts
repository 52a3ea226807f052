import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// jsdom has no HTMLDialogElement.showModal/close: the open attribute stands in for them (there is no top layer, so
// inertness of the page behind is tested in the browser, e2e/foundation/modal.spec.ts).
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
}

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
