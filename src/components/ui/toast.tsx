import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CheckCircle2, Info, X } from 'lucide-react';
import { cn } from '@/lib/cn';

export type ToastTone = 'success' | 'info';
type Toast = { id: number; message: string; tone: ToastTone };
type Announce = (message: string, tone?: ToastTone) => void;

const ToastContext = createContext<Announce | null>(null);

/** How long a toast stays before it leaves by itself. */
export const toastDurationMs = 6000;

/**
 * Shows short confirmations as toasts inside one polite live region, so screen readers announce each message
 * once without moving focus. The region is rendered up front: live regions added with their text are not read.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const announce = useCallback<Announce>(
    (message, tone = 'success') => {
      nextId.current += 1;
      const id = nextId.current;
      // Only the three newest stay, so a burst of actions never covers the page.
      setToasts((current) => [...current.slice(-2), { id, message, tone }]);
      timers.current.set(id, setTimeout(() => dismiss(id), toastDurationMs));
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const value = useMemo(() => announce, [announce]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        role="status"
        aria-live="polite"
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
