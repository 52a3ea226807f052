import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdleAfterLoad, whenNearViewport } from '@/lib/idle';

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

describe('work deferred until an element nears the viewport', () => {
  it('runs once the element comes within the margin, once, and not after a cancel', () => {
    const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.record = { callback, options, disconnected: false };
          observers.push(this.record);
        }
        observe() {}
        disconnect() {
          this.record.disconnected = true;
        }
      },
    );
    const fire = (index: number, isIntersecting: boolean) =>
      observers[index].callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    const task = vi.fn();
    whenNearViewport(document.body, task);
    expect(observers[0].options?.rootMargin).toBe('600px');
    fire(0, false);
    expect(task).not.toHaveBeenCalled();
    fire(0, true);
    expect(task).toHaveBeenCalledTimes(1);
    expect(observers[0].disconnected).toBe(true);

    const cancelled = vi.fn();
    whenNearViewport(document.body, cancelled)();
    expect(observers[1].disconnected).toBe(true);
  });
});
