import { useId, useRef, useState, type FormEvent } from 'react';
import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox, Select, TextField } from '@/components/ui/field';
import {
  PropertyError,
  managedByOptions,
  propertyMessages,
  propertyStateCodes,
  propertyTypes,
  type PropertyInput,
} from '@/lib/properties';
import { managedByLabels, propertiesCopy, propertyTypeLabels } from '../content/properties';
import {
  parsePropertyForm,
  propertyFieldOrder,
  type PropertyField,
  type PropertyFormErrors,
  type PropertyFormValues,
} from '../properties/form';

type Props = {
  title: string;
  initial: PropertyFormValues;
  submitLabel: string;
  /** Saves the property; a PropertyError's message is shown above the buttons and what was typed stays. */
  onSubmit: (input: PropertyInput) => Promise<void>;
  onCancel?: () => void;
  /** A line under the title, such as where the prefilled numbers came from. */
  note?: string;
};

const stateOptions = propertyStateCodes.map((code) => ({ value: code, label: code }));
const typeOptions = propertyTypes.map((type) => ({ value: type, label: propertyTypeLabels[type] }));

/**
 * One property's details. Checked by the record's schema when sent; from then on each change is checked again, so
 * a message goes away as soon as its field is right. Nothing typed is ever cleared by a refusal.
 */
export function PropertyForm({ title, initial, submitLabel, onSubmit, onCancel, note }: Props) {
  const [values, setValues] = useState<PropertyFormValues>(initial);
  const [errors, setErrors] = useState<PropertyFormErrors>({});
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const fieldId = useId();
  const idOf = (field: PropertyField) => `${fieldId}-${field}`;

  function change<K extends PropertyField>(field: K, value: PropertyFormValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) {
      const result = parsePropertyForm(next);
      setErrors('errors' in result ? result.errors : {});
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setChecked(true);
    setRefusal(null);
    const result = parsePropertyForm(values);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = propertyFieldOrder.find((field) => result.errors[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(idOf(first))}`)?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSubmit(result.input);
    } catch (error) {
      setRefusal(error instanceof PropertyError ? error.message : propertyMessages.unexpected);
    } finally {
      setSaving(false);
    }
  }

  const errorCount = Object.keys(errors).length;
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId} className="space-y-5">
      <div>
        <h3 id={titleId} className="text-lg font-bold text-ink-900">
          {title}
        </h3>
        {note && <p className="mt-1 text-sm text-brand-800">{note}</p>}
      </div>
      {errorCount > 0 && (
        <p role="alert" className="flex items-center gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
          <CircleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
          {propertiesCopy.errorSummary(errorCount)}
        </p>
      )}
      <TextField
        id={idOf('streetAddress')}
        label={propertiesCopy.streetAddress}
        required
        autoComplete="address-line1"
        value={values.streetAddress}
        error={errors.streetAddress}
        onChange={(event) => change('streetAddress', event.target.value)}
      />
      <div className="grid gap-5 sm:grid-cols-[2fr_1fr_1fr]">
        <TextField
          id={idOf('city')}
          label={propertiesCopy.city}
          required
          autoComplete="address-level2"
          value={values.city}
          error={errors.city}
          onChange={(event) => change('city', event.target.value)}
        />
        <Select
          id={idOf('state')}
          label={propertiesCopy.state}
          required
          autoComplete="address-level1"
          placeholder={propertiesCopy.statePlaceholder}
          options={stateOptions}
          value={values.state}
          error={errors.state}
          onChange={(event) => change('state', event.target.value)}
        />
        <TextField
          id={idOf('zip')}
          label={propertiesCopy.zip}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          value={values.zip}
          error={errors.zip}
          onChange={(event) => change('zip', event.target.value)}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Select
          id={idOf('propertyType')}
          label={propertiesCopy.propertyType}
          required
          placeholder={propertiesCopy.propertyTypePlaceholder}
          options={typeOptions}
          value={values.propertyType}
          error={errors.propertyType}
          onChange={(event) => change('propertyType', event.target.value as PropertyFormValues['propertyType'])}
        />
        <TextField
          id={idOf('units')}
          label={propertiesCopy.units}
          required
          inputMode="numeric"
          hint={propertiesCopy.unitsHint}
          value={values.units}
          error={errors.units}
          onChange={(event) => change('units', event.target.value)}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
        <TextField
          id={idOf('monthlyRent')}
          label={propertiesCopy.monthlyRent}
          required={!values.vacant}
          inputMode="numeric"
          hint={propertiesCopy.monthlyRentHint}
          disabled={values.vacant}
          value={values.monthlyRent}
          error={errors.monthlyRent}
          onChange={(event) => change('monthlyRent', event.target.value)}
        />
        <Checkbox
          id={idOf('vacant')}
          className="sm:pt-8"
          label={propertiesCopy.vacant}
          hint={propertiesCopy.vacantHint}
          checked={values.vacant}
          onChange={(event) => change('vacant', event.target.checked)}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-ink-800">{propertiesCopy.managedBy}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {managedByOptions.map((option, index) => (
            <label key={option} className="flex items-center gap-2 text-sm font-medium text-ink-800">
              <input
                type="radio"
                name={`${fieldId}-managedBy`}
                id={index === 0 ? idOf('managedBy') : undefined}
                value={option}
                checked={values.managedBy === option}
                onChange={() => change('managedBy', option)}
                className="h-5 w-5 accent-brand-700"
              />
              {managedByLabels[option]}
            </label>
          ))}
        </div>
        {values.managedBy === 'company' && (
          <div className="max-w-xs">
            <TextField
              id={idOf('managerFeePercent')}
              label={propertiesCopy.managerFee}
              required
              inputMode="decimal"
              hint={propertiesCopy.managerFeeHint}
              value={values.managerFeePercent}
              error={errors.managerFeePercent}
              onChange={(event) => change('managerFeePercent', event.target.value)}
            />
          </div>
        )}
      </fieldset>
      {refusal && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {refusal}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            {propertiesCopy.cancel}
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {saving ? propertiesCopy.saving : submitLabel}
        </Button>
      </div>
    </form>
  );
}
