/**
 * Runs `task` once the page has loaded and the browser has idle time (within `timeout` ms of the load at the
 * latest), so work that the first paint does not need never competes with it. Returns a cancel function.
 */
export function whenIdleAfterLoad(task: () => void, timeout = 5000): () => void {
  let cancel = () => {};
  const schedule = () => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(task, { timeout });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(task, 2000);
      cancel = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
  } else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}

/**
 * Runs `task` once `element` comes within `margin` of the viewport (at once where IntersectionObserver is missing).
 * Returns a cancel function.
 */
export function whenNearViewport(element: Element | null, task: () => void, margin = '600px'): () => void {
  if (!element) return () => {};
  if (typeof IntersectionObserver === 'undefined') {
    task();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
