import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { takeEarlyInput, type Control } from '@/lib/early-input';

/**
 * Keeps what a visitor typed into a prerendered field before the page hydrated.
 *
 * The prerendered field is a real input from the first paint, while the app that owns its value arrives later
 * (src/boot.ts, src/lib/staged-hydration.tsx). The form's state still holds the value the page was rendered with,
 * and its renders would write that over the typed text. So when the field mounts, a value recorded for it before
 * the app was live (lib/early-input.ts) is put back in the field and reported to `onChange`, as if it had just
 * been typed. A field rendered in the browser has nothing recorded, so this does nothing there.
 *
 * Returns the ref to put on the control.
 */
export function useEarlyInput<E extends Control>(value: unknown, onChange: ((event: ChangeEvent<E>) => void) | undefined) {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const control = ref.current;
    if (!control || !onChange) return;
    const early = takeEarlyInput(control);
    if (early === undefined || early === String(value ?? '')) return;
    control.value = early;
    onChange({ target: control, currentTarget: control } as ChangeEvent<E>);
    // Only the first mount can meet prerendered HTML.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
