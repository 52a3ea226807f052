import { Component, StrictMode, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandAttributes, islandFailureClasses, islandFailureText } from './attributes';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Hydrates `component` with `props` on `element`'s own root. Resolves true once the island has committed, with
 * whatever the visitor typed before then handed to its fields' change handlers; false when it failed and shows
 * its fallback instead (the rest of the page is not affected).
 */
export function hydrate(element: HTMLElement, component: ComponentType<object>, props: object): Promise<boolean> {
  const Island = component;
  return new Promise((resolve) => {
    const settle = (live: boolean) => {
      element.setAttribute(islandAttributes.state, live ? 'live' : 'failed');
      if (live) handOverTypedValues(element);
      resolve(live);
    };
    // The island is the boundary's only child, as it was the root's on the server: its ids (useId) match.
    hydrateRoot(
      element,
      <StrictMode>
        <IslandBoundary onSettled={settle}>
          <Island {...props} />
        </IslandBoundary>
      </StrictMode>,
      { identifierPrefix: element.getAttribute(islandAttributes.idPrefix) ?? undefined },
    );
  });
}

/**
 * Hydration keeps a field's value as the visitor left it, but the component's state still holds the prerendered
 * one. Each field that differs from its prerendered value is handed to the component as the change it was: the
 * value goes back through the element's own setter (React's record of the field's value follows it), then the
 * typed value is set through the DOM's setter and the event React listens for is dispatched. Text, a choice in a
 * list and a slider's position are values; a checkbox or radio is its checked state.
 */
function handOverTypedValues(root: HTMLElement) {
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      handOverChecked(field);
      continue;
    }
    const prerendered = prerenderedValue(field);
    const typed = field.value;
    if (typed === prerendered) continue;
    field.value = prerendered;
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

/**
 * A checkbox or radio changed before the island was live, handed over as the click it was. React reads a change of
 * these from the click event; a plain Event (not a MouseEvent) does not toggle the box again. A radio group's
 * change is the one now chosen: the component's state unchooses the others.
 */
function handOverChecked(field: HTMLInputElement) {
  const chosen = field.checked;
  if (chosen === field.defaultChecked || (field.type === 'radio' && !chosen)) return;
  field.checked = !chosen;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(field, chosen);
  field.dispatchEvent(new Event('click', { bubbles: true }));
}

function prerenderedValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const selected = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
  return selected?.value ?? '';
}

type BoundaryProps = { onSettled: (live: boolean) => void; children: ReactNode };

/**
 * Reports the island's first commit (its children have mounted), and shows a short notice instead of an island
 * that throws; the page around it keeps working.
 */
class IslandBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidMount() {
    this.props.onSettled(!this.state.failed);
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('An island failed.', error, info.componentStack);
    this.props.onSettled(false);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className={islandFailureClasses}>
        {islandFailureText}
      </p>
    );
  }
}
