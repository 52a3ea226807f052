import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DEFAULT_INPUT,
  PROPERTIES_RANGE,
  RENT_RANGE,
  clampToRange,
  hasCalculatorQuery,
  parseCalculatorQuery,
  serializeCalculatorQuery,
  type CalculatorInput,
} from '../calculator';
import { calculatorInputs } from '@/lib/savings';

/** Delay before a slider change is written to the address bar; browsers throttle rapid history updates. */
const URL_WRITE_DELAY_MS = 200;

/** Puts the numbers in the address bar without a new history entry; the page's other query parameters stay. */
function writeToAddress(input: CalculatorInput) {
  const query = serializeCalculatorQuery(input, new URLSearchParams(window.location.search)).toString();
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${query ? `?${query}` : ''}${hash}`);
}

/**
 * The calculator's inputs, mirrored in the page's query string so an owner can share their numbers.
 * The page is prerendered with the defaults, so the query is read only after mount: reading it during render
 * would make the hydrated HTML differ from the prerendered one.
 */
export function useCalculatorState() {
  const [input, setInput] = useState<CalculatorInput>(DEFAULT_INPUT);
  const changedByVisitor = useRef(false);
  const addressRead = useRef(false);

  useEffect(() => {
    // Once only (StrictMode runs effects twice): re-reading the address later would put back numbers the visitor
    // has already moved past (the write lags behind a quick key press).
    if (addressRead.current) return;
    addressRead.current = true;
    const initial = new URLSearchParams(window.location.search);
    if (!hasCalculatorQuery(initial)) return;
    const restored = parseCalculatorQuery(initial);
    // The deliberate second pass after hydration: the first client render must match the prerendered defaults.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setInput(restored);
    // A clamped or snapped value is written back, so the address always shows what the page shows.
    writeToAddress(restored);
  }, []);

  // Written after the numbers change, not from `update`: only the state knows every change made so far.
  useEffect(() => {
    if (!changedByVisitor.current) return;
    // Kept in this browser too: a visitor who goes on to reserve finds their numbers in their first property.
    calculatorInputs.write(input);
    const timer = setTimeout(() => writeToAddress(input), URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

  // A functional update: two changes that come before a render (a key on each slider in one tick, or both handed
  // over at once when the island starts) each build on the one before, not on the numbers this render saw.
  const update = useCallback((patch: Partial<CalculatorInput>) => {
    changedByVisitor.current = true;
    setInput((current) => ({
      rent: clampToRange(patch.rent ?? current.rent, RENT_RANGE),
      properties: clampToRange(patch.properties ?? current.properties, PROPERTIES_RANGE),
    }));
  }, []);

  return { input, update };
}
