import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCalculatorState } from '@/features/pricing/hooks/use-calculator-state';
import { calculatorInputs, calculatorInputsKey } from '@/lib/savings';

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('the calculator’s numbers', () => {
  it('keep both changes when the second comes in the same tick as the first, before a render', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/pricing');
    const { result } = renderHook(() => useCalculatorState());
    // What End on the rent slider and then at once End on the properties slider both call: the same render's update.
    const { update } = result.current;
    act(() => {
      update({ rent: 5000 });
      update({ properties: 20 });
    });
    expect(result.current.input).toEqual({ rent: 5000, properties: 20 });

    act(() => {
      vi.runAllTimers();
    });
    expect(window.location.search).toBe('?rent=5000&properties=20');
  });

  it('clamps each change to its range, as the sliders do', () => {
    const { result } = renderHook(() => useCalculatorState());
    act(() => {
      result.current.update({ rent: 99_999 });
      result.current.update({ properties: 0 });
    });
    expect(result.current.input).toEqual({ rent: 5000, properties: 1 });
  });

  it('are kept in this browser once the visitor moves a slider (not before), for their first property after sign-up', () => {
    window.localStorage.removeItem(calculatorInputsKey);
    const { result } = renderHook(() => useCalculatorState());
    expect(calculatorInputs.read()).toBeUndefined();
    act(() => result.current.update({ rent: 2700 }));
    act(() => result.current.update({ properties: 4 }));
    expect(calculatorInputs.read()).toEqual({ rent: 2700, properties: 4 });
  });
});
