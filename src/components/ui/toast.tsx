import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CheckCircle2, Info, X } from 'lucide-react';
import { cn } from '@/lib/cn';

export type ToastTone = 'success' | 'info';
type Toast = { id: number; message: string; tone: ToastTone };
type Announce = (message: string, tone?: ToastTone) => void;

const ToastContext = createContext<Announce | null>(null);

/** How long a toast stays before it leaves by itself. */
export const toastDurationMs = 6000;

/** A toast's auto-dismiss countdown: `remaining` ms are left when it is paused; `handle` is set while it runs. */
type Countdown = { remaining: number; startedAt: number; handle?: ReturnType<typeof setTimeout> };

/**
 * Shows short confirmations as toasts inside one polite live region, so screen readers announce each message
 * once without moving focus. The region is rendered up front: live regions added with their text are not read.
 * While the pointer is over a toast or focus is in one, every toast's countdown stops and later resumes with the
 * time it had left (WCAG 2.2.1): nobody loses a message they are reading or reaching for.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const countdowns = useRef(new Map<number, Countdown>());
  const paused = useRef({ pointer: false, focus: false });
  const regionRef = useRef<HTMLDivElement>(null);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
    clearTimeout(countdowns.current.get(id)?.handle);
    countdowns.current.delete(id);
  }, []);

  const run = useCallback(
    (id: number, countdown: Countdown) => {
      countdown.startedAt = Date.now();
      countdown.handle = setTimeout(() => dismiss(id), countdown.remaining);
    },
    [dismiss],
  );

  const setPaused = useCallback(
    (reason: 'pointer' | 'focus', value: boolean) => {
      const wasPaused = paused.current.pointer || paused.current.focus;
      paused.current[reason] = value;
      const isPaused = paused.current.pointer || paused.current.focus;
      if (isPaused === wasPaused) return;
      countdowns.current.forEach((countdown, id) => {
        if (isPaused && countdown.handle !== undefined) {
          clearTimeout(countdown.handle);
          countdown.handle = undefined;
          countdown.remaining = Math.max(0, countdown.remaining - (Date.now() - countdown.startedAt));
        } else if (!isPaused && countdown.handle === undefined) {
          run(id, countdown);
        }
      });
    },
    [run],
  );

  const announce = useCallback<Announce>(
    (message, tone = 'success') => {
      nextId.current += 1;
      const id = nextId.current;
      // Only the three newest stay, so a burst of actions never covers the page.
      setToasts((current) => [...current.slice(-2), { id, message, tone }]);
      const countdown: Countdown = { remaining: toastDurationMs, startedAt: Date.now() };
      countdowns.current.set(id, countdown);
      if (!paused.current.pointer && !paused.current.focus) run(id, countdown);
    },
    [run],
  );

  // A toast that leaves takes no pointerleave or focusout with it: once none is hovered or focused, time runs again.
  useEffect(() => {
    if (toasts.length === 0) setPaused('pointer', false);
    if (!regionRef.current?.contains(document.activeElement)) setPaused('focus', false);
  }, [toasts, setPaused]);

  useEffect(() => {
    const pending = countdowns.current;
    return () => pending.forEach((countdown) => clearTimeout(countdown.handle));
  }, []);

  const value = useMemo(() => announce, [announce]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        ref={regionRef}
        role="status"
        aria-live="polite"
        onPointerEnter={() => setPaused('pointer', true)}
        onPointerLeave={() => setPaused('pointer', false)}
        onFocus={() => setPaused('focus', true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setPaused('focus', false);
        }}
        className="pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex flex-col items-center gap-2 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:items-end"
      >
        {toasts.map((toast) => {
          const Icon = toast.tone === 'success' ? CheckCircle2 : Info;
          return (
            <div
              key={toast.id}
              className={cn(
                'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl border bg-white px-4 py-3 text-sm font-medium text-ink-900 shadow-lift',
                'animate-fade-in motion-reduce:animate-none',
                toast.tone === 'success' ? 'border-green-200' : 'border-brand-200',
              )}
            >
              <Icon
                className={cn('mt-0.5 h-5 w-5 shrink-0', toast.tone === 'success' ? 'text-green-700' : 'text-brand-700')}
                aria-hidden="true"
              />
              <p className="flex-1">{toast.message}</p>
              <button
                type="button"
                onClick={() => dismiss(toast.id)}
                className="-m-1 rounded-lg p-1 text-ink-600 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-700"
                aria-label="Dismiss message"
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </div>
          );
        })}
      </div>
    </ToastContext.Provider>
  );
}

/** The function that shows a toast; call it from event handlers below a ToastProvider. */
export function useToast(): Announce {
  const announce = useContext(ToastContext);
  if (!announce) throw new Error('useToast needs a <ToastProvider> above it.');
  return announce;
}
