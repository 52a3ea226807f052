import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdleAfterLoad } from '@/lib/idle';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('work deferred until the page has loaded and gone idle', () => {
  afterEach(() => {
    setReadyState('complete');
    vi.useRealTimers();
  });

  it('waits for the load event, then for idle time', () => {
    vi.useFakeTimers();
    setReadyState('loading');
    const idle = vi.fn((callback: () => void) => setTimeout(callback, 50) as unknown as number);
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const task = vi.fn();
    whenIdleAfterLoad(task);
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledWith(task, { timeout: 5000 });
    vi.advanceTimersByTime(50);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs the task once cancelled, before or after the load', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 50) as unknown as number);
    vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
    const beforeLoad = vi.fn();
    setReadyState('loading');
    whenIdleAfterLoad(beforeLoad)();
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    const afterLoad = vi.fn();
    whenIdleAfterLoad(afterLoad)();
    vi.advanceTimersByTime(10_000);
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(afterLoad).not.toHaveBeenCalled();
  });
});
