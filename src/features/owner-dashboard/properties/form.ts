import { propertyInputSchema, type ManagedBy, type Property, type PropertyInput, type PropertyType } from '@/lib/properties';
import type { CalculatorInput } from '@/lib/savings';

/** The form as typed: text for what is typed, so a wrong value stays in its field to be corrected. */
export type PropertyFormValues = {
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
  propertyType: PropertyType | '';
  units: string;
  monthlyRent: string;
  vacant: boolean;
  managedBy: ManagedBy;
  managerFeePercent: string;
};
export type PropertyField = keyof PropertyFormValues;
export type PropertyFormErrors = Partial<Record<PropertyField, string>>;

/** The fields in the order the form shows them: the first one with an error takes the focus. */
export const propertyFieldOrder: readonly PropertyField[] = [
  'streetAddress',
  'city',
  'state',
  'zip',
  'propertyType',
  'units',
  'monthlyRent',
  'vacant',
  'managedBy',
  'managerFeePercent',
];

export const emptyPropertyForm: PropertyFormValues = {
  streetAddress: '',
  city: '',
  state: '',
  zip: '',
  propertyType: '',
  units: '1',
  monthlyRent: '',
  vacant: false,
  managedBy: 'self',
  managerFeePercent: '',
};

/** A first property that starts from the calculator's rent (its number of properties is said beside the form). */
export function prefilledPropertyForm(calculator: CalculatorInput | undefined): PropertyFormValues {
  return calculator ? { ...emptyPropertyForm, monthlyRent: String(calculator.rent) } : emptyPropertyForm;
}

/** A stored property, back in the form to be edited. */
export function propertyFormOf(property: Property): PropertyFormValues {
  return {
    streetAddress: property.streetAddress,
    city: property.city,
    state: property.state,
    zip: property.zip,
    propertyType: property.propertyType,
    units: String(property.units),
    monthlyRent: property.monthlyRent === null ? '' : String(property.monthlyRent),
    vacant: property.vacant,
    managedBy: property.managedBy,
    managerFeePercent: property.managerFeePercent === null ? '' : String(property.managerFeePercent),
  };
}

/** A typed number: digits with an optional decimal part (a $, % or thousands commas allowed); else not a number. */
function typedNumber(text: string, allowed: RegExp): number {
  const bare = text.replace(/[\s$,%]/g, '');
  return /^\d+(\.\d+)?$/.test(bare) && allowed.test(bare) ? Number(bare) : Number.NaN;
}

/**
 * The form's values checked by the record's own schema (the one the store and the table's constraints follow): the
 * property to save, or each field's message.
 */
export function parsePropertyForm(values: PropertyFormValues): { input: PropertyInput } | { errors: PropertyFormErrors } {
  const candidate = {
    streetAddress: values.streetAddress,
    city: values.city,
    state: values.state,
    zip: values.zip,
    propertyType: values.propertyType,
    units: typedNumber(values.units, /^\d+$/),
    vacant: values.vacant,
    monthlyRent: values.vacant ? null : typedNumber(values.monthlyRent, /./),
    managedBy: values.managedBy,
    managerFeePercent: values.managedBy === 'company' ? typedNumber(values.managerFeePercent, /./) : null,
  };
  const result = propertyInputSchema.safeParse(candidate);
  if (result.success) return { input: result.data };
  const errors: PropertyFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as PropertyField;
    errors[field] ??= issue.message;
  }
  return { errors };
}
