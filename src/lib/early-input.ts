/**
 * What visitors type into a prerendered page's fields before its app is live.
 *
 * src/boot.ts starts recording as soon as the page is parsed; `useEarlyInput` (lib/hooks) takes a field's value
 * when the field hydrates. Reading the field's DOM value at that point would not do: preact/compat writes a
 * textarea's `value` prop over the typed text while it hydrates (preact/compat/src/render.js, `options.diffed`).
 */

/** A field whose value a visitor can type or pick. */
export type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const typed = new WeakMap<EventTarget, string>();

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/** Records every field's latest typed value until the returned function is called. */
export function recordEarlyInput(): () => void {
  const record = (event: Event) => {
    if (isControl(event.target)) typed.set(event.target, event.target.value);
  };
  document.addEventListener('input', record, true);
  document.addEventListener('change', record, true);
  return () => {
    document.removeEventListener('input', record, true);
    document.removeEventListener('change', record, true);
  };
}

/** The value typed into `control` before the app took it over, if any; each value is handed out once. */
export function takeEarlyInput(control: Control): string | undefined {
  const value = typed.get(control);
  typed.delete(control);
  return value;
}
