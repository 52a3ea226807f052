import { useEffect, useRef } from 'react';

/**
 * The heading of the step on screen, and `focusNextStep`: called before a step changes, it moves focus to the new
 * step's heading once that step has rendered (a screen reader then reads where the visitor is).
 */
export function useStepFocus(...shown: unknown[]) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs whenever what is shown changes
  }, shown);
  const focusNextStep = () => {
    moveFocus.current = true;
  };
  return { headingRef, focusNextStep };
}
