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
 * Runs `task` once `element` (or any of `element`s) comes within `margin` of the viewport (at once where
 * IntersectionObserver is missing). Returns a cancel function.
 */
export function whenNearViewport(element: Element | readonly Element[] | null, task: () => void, margin = '600px'): () => void {
  const elements = element === null ? [] : Array.isArray(element) ? element : [element as Element];
  if (elements.length === 0) return () => {};
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
  elements.forEach((each) => observer.observe(each));
  return () => observer.disconnect();
}
