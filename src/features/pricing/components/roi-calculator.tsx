import { useId, type ChangeEvent } from 'react';
import { TrendingDown } from 'lucide-react';
import { MANAGEMENT_FEE_PERCENT, TRADITIONAL_FEE_PERCENT } from '@/config/constants';
import { formatUsd } from '@/lib/format';
import { PROPERTIES_RANGE, RENT_RANGE, calculateSavings, type SliderRange } from '../calculator';
import { calculatorCopy } from '../content/pricing';
import { useCalculatorState } from '../hooks/use-calculator-state';
import { islandOf } from '@/lib/islands/island';

/** "$2,000 per month": what a screen reader announces for the rent slider. */
export function rentValueText(rent: number): string {
  return `${formatUsd(rent)} per month`;
}

/** "3 properties", with the top of the range read as "20 or more properties". */
export function propertiesValueText(properties: number): string {
  if (properties >= PROPERTIES_RANGE.max) return `${PROPERTIES_RANGE.max} or more properties`;
  return properties === 1 ? '1 property' : `${properties} properties`;
}

// Native range inputs, restyled: a filled track (its width set inline) and a large, easy-to-grab thumb.
const rangeClasses = [
  'mt-4 h-2.5 w-full cursor-pointer appearance-none rounded-full bg-ink-200 bg-gradient-to-r from-brand-600 to-brand-600 bg-no-repeat',
  'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700',
  '[&::-webkit-slider-thumb]:h-7 [&::-webkit-slider-thumb]:w-7 [&::-webkit-slider-thumb]:appearance-none',
  '[&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-[5px] [&::-webkit-slider-thumb]:border-brand-700',
  '[&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow-lift',
  '[&::-moz-range-thumb]:h-6 [&::-moz-range-thumb]:w-6 [&::-moz-range-thumb]:rounded-full',
  '[&::-moz-range-thumb]:border-[5px] [&::-moz-range-thumb]:border-brand-700 [&::-moz-range-thumb]:bg-white',
].join(' ');

type SliderProps = {
  label: string;
  range: SliderRange;
  value: number;
  display: string;
  valueText: string;
  minLabel: string;
  maxLabel: string;
  onChange: (value: number) => void;
};

function Slider({ label, range, value, display, valueText, minLabel, maxLabel, onChange }: SliderProps) {
  const id = useId();
  const fill = ((value - range.min) / (range.max - range.min)) * 100;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="text-sm font-semibold text-ink-800">
          {label}
        </label>
        <output htmlFor={id} className="text-2xl font-extrabold tabular-nums tracking-tight text-brand-800">
          {display}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={valueText}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(Number(event.target.value))}
        style={{ backgroundSize: `${fill}% 100%` }}
        className={rangeClasses}
      />
      <div className="mt-2 flex justify-between text-xs font-medium text-ink-600" aria-hidden="true">
        <span>{minLabel}</span>
        <span>{maxLabel}</span>
      </div>
    </div>
  );
}

function ResultRow({ label, monthly, annual, tone }: { label: string; monthly: number; annual: number; tone: 'muted' | 'brand' }) {
  return (
    <div
      className={
        tone === 'brand'
          ? 'rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200'
          : 'rounded-xl bg-ink-50 p-4 ring-1 ring-ink-200'
      }
    >
      <dt className="text-sm font-semibold text-ink-700">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-baseline gap-x-2">
        <span className={tone === 'brand' ? 'text-2xl font-extrabold tabular-nums text-brand-800' : 'text-2xl font-extrabold tabular-nums text-ink-800'}>
          {formatUsd(annual)}
        </span>
        <span className="text-sm text-ink-600">{calculatorCopy.perYear}</span>
        <span className="w-full text-sm tabular-nums text-ink-600">
          {formatUsd(monthly)} {calculatorCopy.perMonth}
        </span>
      </dd>
    </div>
  );
}

/**
 * On a phone the results sit below both sliders, out of sight while dragging. This strip sticks under the header while
 * the sliders are on screen. Hidden from screen readers: the results panel already announces each change.
 */
function SavingsSummary({ annualSavings }: { annualSavings: number }) {
  return (
    <div
      aria-hidden="true"
      data-testid="savings-summary"
      className="sticky top-18 z-10 -mx-2 flex items-center justify-between gap-3 rounded-xl bg-brand-800 px-4 py-2.5 text-white shadow-lift lg:hidden"
    >
      <span className="text-sm font-semibold text-brand-100">{calculatorCopy.summaryLabel}</span>
      <span className="text-lg font-extrabold tabular-nums">{formatUsd(annualSavings)}</span>
    </div>
  );
}

/** The ROI calculator: two sliders, the yearly cost of each option and what an owner keeps. */
export function RoiCalculator() {
  const { input, update } = useCalculatorState();
  const result = calculateSavings(input);
  return (
    // overflow-clip, not overflow-hidden: a scroll container would stop the phone summary from sticking.
    <div className="overflow-clip rounded-3xl border border-ink-200 bg-white shadow-lift">
      <div className="grid lg:grid-cols-[1fr_1.1fr]">
        <div className="space-y-9 p-6 sm:p-9">
          <SavingsSummary annualSavings={result.annualSavings} />
          <div>
            <h3 className="text-xl font-bold text-ink-900">{calculatorCopy.inputsTitle}</h3>
            <p className="mt-1 text-sm text-ink-600">{calculatorCopy.inputsHint}</p>
          </div>
          <Slider
            label={calculatorCopy.rentLabel}
            range={RENT_RANGE}
            value={input.rent}
            display={formatUsd(input.rent)}
            valueText={rentValueText(input.rent)}
            minLabel={formatUsd(RENT_RANGE.min)}
            maxLabel={formatUsd(RENT_RANGE.max)}
            onChange={(rent) => update({ rent })}
          />
          <Slider
            label={calculatorCopy.propertiesLabel}
            range={PROPERTIES_RANGE}
            value={input.properties}
            display={input.properties >= PROPERTIES_RANGE.max ? `${PROPERTIES_RANGE.max}+` : String(input.properties)}
            valueText={propertiesValueText(input.properties)}
            minLabel={String(PROPERTIES_RANGE.min)}
            maxLabel={`${PROPERTIES_RANGE.max}+`}
            onChange={(properties) => update({ properties })}
          />
          <p className="rounded-xl bg-accent-50 px-4 py-3 text-sm text-ink-800 ring-1 ring-accent-200">
            {calculatorCopy.shareHint}
          </p>
        </div>
        <div className="border-t border-ink-200 bg-gradient-to-br from-white to-brand-50/70 p-6 sm:p-9 lg:border-l lg:border-t-0">
          <h3 className="text-xl font-bold text-ink-900">{calculatorCopy.resultsTitle}</h3>
          <dl className="mt-5 grid gap-3 sm:grid-cols-2">
            <ResultRow
              label={`${calculatorCopy.traditionalLabel} (${TRADITIONAL_FEE_PERCENT}%)`}
              monthly={result.traditionalMonthly}
              annual={result.traditionalAnnual}
              tone="muted"
            />
            <ResultRow
              label={`${calculatorCopy.doorKeepLabel} (${MANAGEMENT_FEE_PERCENT}%)`}
              monthly={result.doorKeepMonthly}
              annual={result.doorKeepAnnual}
              tone="brand"
            />
          </dl>
          <div className="mt-5 rounded-2xl bg-brand-800 p-6 text-white" aria-live="polite" aria-atomic="true">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{calculatorCopy.savingsLabel}</p>
              <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-300 px-3 py-1 text-sm font-bold text-brand-950">
                <TrendingDown className="h-4 w-4" aria-hidden="true" />
                {result.percentLess}% Less
              </span>
            </div>
            <p className="mt-3 text-4xl font-extrabold tabular-nums tracking-tight sm:text-5xl" data-testid="annual-savings">
              {formatUsd(result.annualSavings)}
            </p>
            <p className="mt-2 text-sm text-brand-100">
              {formatUsd(result.monthlySavings)} {calculatorCopy.monthlySavingsSuffix}
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The calculator as an island (declared in src/app/islands.ts). */
export const RoiCalculatorIsland = islandOf('roi-calculator', RoiCalculator);
