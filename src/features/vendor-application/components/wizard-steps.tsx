import { Info, Siren } from 'lucide-react';
import { vendorCategories } from '@/lib/submissions';
import { Checkbox, Select, TextArea, TextField } from '@/components/ui/field';
import {
  emergencyBenefits,
  emergencyBenefitsLabel,
  fieldHints,
  fieldLabels,
  pricingBlock,
  reviewsInfo,
  selectOptions,
  selectPlaceholders,
} from '../content/application';
import type { VendorApplicationState } from '../hooks/use-vendor-application';
import { fieldMaxLength, type VendorApplicationField } from '../schemas';

type StepProps = { form: VendorApplicationState };

/** Props shared by every text input of the wizard: value, change, blur-to-validate, its error and its limit. */
function textProps(form: VendorApplicationState, field: Exclude<VendorApplicationField, 'category' | 'emergencyServices'>) {
  return {
    name: field,
    label: fieldLabels[field],
    value: form.values[field],
    error: form.errorFor(field),
    maxLength: fieldMaxLength(field),
    onChange: (event: { target: { value: string } }) => form.setValue(field, event.target.value),
    onBlur: () => form.touch(field),
  };
}

export function ContactStep({ form }: StepProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField {...textProps(form, 'company')} required autoComplete="organization" className="sm:col-span-2" />
      <TextField {...textProps(form, 'contact')} required autoComplete="name" />
      <TextField {...textProps(form, 'email')} required type="email" autoComplete="email" inputMode="email" />
      <TextField {...textProps(form, 'phone')} required type="tel" autoComplete="tel" />
      <TextField
        {...textProps(form, 'website')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        hint={fieldHints.website}
      />
      <TextField
        {...textProps(form, 'smsNumber')}
        required
        type="tel"
        hint={fieldHints.smsNumber}
        className="sm:col-span-2"
      />
    </div>
  );
}

export function BusinessStep({ form }: StepProps) {
  const selected = new Set(form.values.category);
  const categoryError = form.errorFor('category');
  const toggle = (category: string, checked: boolean) => {
    const next = vendorCategories.filter((option) => (option === category ? checked : selected.has(option)));
    form.setValue('category', next);
    form.touch('category');
  };
  return (
    <div className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...textProps(form, 'taxId')} />
        <TextField {...textProps(form, 'insuranceNumber')} />
        <TextField {...textProps(form, 'licenseNumber')} />
        <TextField
          {...textProps(form, 'yearEstablished')}
          required
          inputMode="numeric"
          maxLength={4}
          placeholder="e.g. 2012"
        />
        <Select
          {...textProps(form, 'numberOfEmployees')}
          required
          options={selectOptions.employees}
          placeholder={selectPlaceholders.employees}
        />
        <TextField
          {...textProps(form, 'googleReviewsLink')}
          type="url"
          inputMode="url"
          placeholder="https://"
          hint={fieldHints.googleReviewsLink}
        />
      </div>
      {form.values.googleReviewsLink.trim() !== '' && (
        <div role="note" className="flex gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
          <Info className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
          <div>
            <p className="font-semibold">{reviewsInfo.title}</p>
            <p className="mt-1">{reviewsInfo.body}</p>
          </div>
        </div>
      )}
      <fieldset aria-describedby={categoryError ? 'category-hint category-error' : 'category-hint'}>
        <legend className="text-sm font-semibold text-ink-800">
          {fieldLabels.category}
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
          <span className="sr-only"> (required)</span>
        </legend>
        <p id="category-hint" className="mt-1 text-sm text-ink-600">
          {fieldHints.category}
        </p>
        <div className="mt-3 grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-3">
          {vendorCategories.map((category) => (
            <Checkbox
              key={category}
              name="category"
              value={category}
              label={category}
              checked={selected.has(category)}
              onChange={(event) => toggle(category, event.target.checked)}
              className="rounded-xl border border-ink-200 bg-white px-3 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            />
          ))}
        </div>
        {categoryError && (
          <p id="category-error" className="mt-2 text-sm font-medium text-red-700">
            {categoryError}
          </p>
        )}
      </fieldset>
    </div>
  );
}

export function ServiceAreaStep({ form }: StepProps) {
  return (
    <div className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-4">
        <TextField {...textProps(form, 'serviceAddress')} required autoComplete="street-address" className="sm:col-span-4" />
        <TextField {...textProps(form, 'serviceCity')} required autoComplete="address-level2" className="sm:col-span-2" />
        <Select
          {...textProps(form, 'serviceState')}
          required
          autoComplete="address-level1"
          options={selectOptions.states}
          placeholder={selectPlaceholders.states}
          className="sm:col-span-1"
        />
        <TextField
          {...textProps(form, 'serviceZipCode')}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          className="sm:col-span-1"
        />
        <Select {...textProps(form, 'serviceAreaRadius')} options={selectOptions.radius} className="sm:col-span-2" />
        <Select
          {...textProps(form, 'preferredQuoteMethod')}
          required
          options={selectOptions.quoteMethods}
          className="sm:col-span-2"
        />
        <TextField {...textProps(form, 'serviceAreaZipCodes')} hint={fieldHints.serviceAreaZipCodes} className="sm:col-span-4" />
        <Select
          {...textProps(form, 'contactHours')}
          required
          options={selectOptions.contactHours}
          placeholder={selectPlaceholders.contactHours}
          className="sm:col-span-4"
        />
        <TextArea {...textProps(form, 'notes')} rows={4} hint={fieldHints.notes} className="sm:col-span-4" />
      </div>

      <div className="rounded-2xl border border-accent-200 bg-accent-50 p-4 sm:p-5">
        <Checkbox
          name="emergencyServices"
          label={
            <span className="inline-flex items-center gap-2 font-semibold text-ink-900">
              <Siren className="h-4 w-4 text-accent-700" aria-hidden="true" />
              {fieldLabels.emergencyServices}
            </span>
          }
          checked={form.values.emergencyServices}
          onChange={(event) => form.setValue('emergencyServices', event.target.checked)}
        />
        <ul aria-label={emergencyBenefitsLabel} className="mt-2 list-disc space-y-0.5 pl-13 text-sm text-ink-700">
          {emergencyBenefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </div>

      <fieldset className="rounded-2xl border border-ink-200 p-4 sm:p-5">
        <legend className="px-1 text-sm font-semibold text-ink-800">{pricingBlock.legend}</legend>
        <p className="text-sm text-ink-600">{pricingBlock.intro}</p>
        <div className="mt-4 grid gap-5 sm:grid-cols-3">
          <TextField {...textProps(form, 'minHourlyRate')} inputMode="decimal" placeholder="0.00" />
          <TextField {...textProps(form, 'maxHourlyRate')} inputMode="decimal" placeholder="0.00" />
          <TextField {...textProps(form, 'minServiceCharge')} inputMode="decimal" placeholder="0.00" />
        </div>
      </fieldset>
    </div>
  );
}
