import type { ManagedBy, PropertyType } from '@/lib/properties';
import { propertyLimits } from '@/lib/properties';
import { formatUsd } from '@/lib/format';

export const propertyTypeLabels: Record<PropertyType, string> = {
  single_family: 'Single-family home',
  multi_family: 'Multi-family building',
  condo_townhouse: 'Condo or townhouse',
  other: 'Other',
};

export const managedByLabels: Record<ManagedBy, string> = {
  self: 'I manage it myself',
  company: 'A management company',
};

/** The Properties section of the owner dashboard: the list, the form and its messages. */
export const propertiesCopy = {
  sectionId: 'properties',
  title: 'Your properties',
  lead: 'Tell us about each rental: it is how we plan your onboarding, and it fills in the figures above.',
  browserOnlyNote:
    'This copy of DoorKeep runs without a server, so your properties are kept in this browser only. Nothing is sent anywhere.',
  empty: 'No properties yet. Add your first one below.',
  loading: 'Loading your properties',
  loadFailed: 'We could not load your properties.',
  retry: 'Try again',
  add: 'Add a property',
  edit: 'Edit',
  remove: 'Remove',
  editTitle: (address: string) => `Edit ${address}`,
  addTitle: 'Add a property',
  firstTitle: 'Add your first property',
  save: 'Save property',
  saveChanges: 'Save changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  added: (address: string) => `${address} is on your profile.`,
  saved: (address: string) => `Your changes to ${address} are saved.`,
  removed: (address: string) => `${address} was removed from your profile.`,
  removeTitle: (address: string) => `Remove ${address}?`,
  removeText: 'It comes off your property profile and your figures. You can add it again at any time.',
  keep: 'Keep it',
  confirmRemove: 'Remove property',
  removing: 'Removing...',
  errorSummary: (count: number) =>
    count === 1 ? 'One field needs your attention.' : `${count} fields need your attention.`,
  prefilled: (rent: number, count: number) =>
    `From your ROI calculator: ${formatUsd(rent)} a month in rent${
      count > 1 ? `, across ${count >= 20 ? '20 or more' : count} properties. Add each property on its own` : ''
    }. Change anything that does not match.`,
  // Field labels and hints.
  streetAddress: 'Street address',
  city: 'City',
  state: 'State',
  statePlaceholder: 'Choose a state',
  zip: 'ZIP code',
  propertyType: 'Property type',
  propertyTypePlaceholder: 'Choose a type',
  units: 'Number of units',
  unitsHint: `1 for a house or condo; up to ${propertyLimits.maxUnits}.`,
  monthlyRent: 'Monthly rent per unit',
  monthlyRentHint: 'In whole dollars. For units with different rents, use the average.',
  vacant: 'Vacant right now',
  vacantHint: 'No tenant and no rent yet. DoorKeep charges nothing on a vacant property.',
  managedBy: 'Who manages it today?',
  managerFee: "The company's fee",
  managerFeeHint: 'Percent of rent collected, for example 10.',
  // One property in the list.
  unitsLabel: (units: number) => (units === 1 ? '1 unit' : `${units.toLocaleString('en-US')} units`),
  rentLabel: (rent: number) => `${formatUsd(rent)} / unit / month`,
  vacantLabel: 'Vacant',
  managedLabel: (by: ManagedBy, fee: number | null) =>
    by === 'company' ? `Managed by a company at ${fee ?? 0}%` : 'Managed by you',
} as const;
