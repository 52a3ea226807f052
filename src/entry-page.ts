import './styles.css';
import { captureFirstTouch } from '@/lib/attribution';
import { whenIdleAfterLoad } from '@/lib/idle';
import { startIslands } from '@/lib/islands/runtime';
import { outboxHasEntries } from '@/lib/submissions/outbox-key';

/**
 * The one script of a prerendered page, kept small: the page is complete HTML and CSS, and this only keeps where a
 * first-time visitor came from, starts its islands (each at the moment it declares; the registry, React and the
 * islands' code load then) and, when the browser is idle and an earlier visit left something in the submissions
 * outbox, loads what delivers it.
 */
captureFirstTouch();
startIslands((name) => import('@/app/island-registry').then(({ loadIsland }) => loadIsland(name)));
whenIdleAfterLoad(() => {
  if (outboxHasEntries()) void import('@/app/resume-outbox').then(({ resumeOutboxWhenIdle }) => resumeOutboxWhenIdle());
});
