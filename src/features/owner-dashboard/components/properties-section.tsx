import { useEffect, useState } from 'react';
import { CircleAlert, Home, Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { PropertyError, propertyMessages, type Property, type PropertyInput } from '@/lib/properties';
import { calculatorInputs, type CalculatorInput } from '@/lib/savings';
import { propertiesCopy, propertyTypeLabels } from '../content/properties';
import { prefilledPropertyForm, propertyFormOf } from '../properties/form';
import type { useProperties } from '../hooks/use-properties';
import { PropertyForm } from './property-form';

type Profile = ReturnType<typeof useProperties>;

type Editing = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; property: Property };

/**
 * The owner's property profile: every property with Edit and Remove, and the form to add one. With no property
 * yet the form is open, its rent taken from the ROI calculator when the visitor used it in this browser.
 */
export function PropertiesSection({ profile }: { profile: Profile }) {
  const { properties, add, update, remove } = profile;
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [removing, setRemoving] = useState<Property | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [calculator, setCalculator] = useState<CalculatorInput | undefined>();

  // Read after mount: no storage is read while rendering.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time read of this browser's storage
    setCalculator(calculatorInputs.read());
  }, []);

  const list = properties.data ?? [];
  const first = properties.data !== undefined && list.length === 0;
  const formOpen = editing.kind !== 'none' || first;

  async function save(input: PropertyInput) {
    if (editing.kind === 'edit') {
      await update.mutateAsync({ id: editing.property.id, input });
      setAnnouncement(propertiesCopy.saved(input.streetAddress));
    } else {
      await add.mutateAsync(input);
      setAnnouncement(propertiesCopy.added(input.streetAddress));
    }
    setEditing({ kind: 'none' });
  }

  async function confirmRemove() {
    if (!removing) return;
    setRemoveError(null);
    try {
      await remove.mutateAsync(removing.id);
      setAnnouncement(propertiesCopy.removed(removing.streetAddress));
      setRemoving(null);
    } catch (error) {
      setRemoveError(error instanceof PropertyError ? error.message : propertyMessages.unexpected);
    }
  }

  return (
    <section
      id={propertiesCopy.sectionId}
      aria-labelledby="properties-title"
      className="scroll-mt-6 rounded-2xl border border-ink-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="properties-title" className="text-lg font-bold text-ink-900">
            {propertiesCopy.title}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{propertiesCopy.lead}</p>
          {profile.keeps === 'browser' && <p className="mt-2 text-sm font-medium text-ink-700">{propertiesCopy.browserOnlyNote}</p>}
        </div>
        {!formOpen && properties.data && (
          <Button size="sm" variant="outline" onClick={() => setEditing({ kind: 'add' })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {propertiesCopy.add}
          </Button>
        )}
      </div>
      {announcement && (
        <p role="status" className="sr-only">
          {announcement}
        </p>
      )}

      {properties.isPending && (
        <div role="status" aria-label={propertiesCopy.loading} className="mt-4 h-24 rounded-xl bg-ink-200/70 motion-safe:animate-pulse" />
      )}
      {properties.isError && (
        <div role="alert" className="mt-4 flex flex-col gap-3 rounded-xl bg-red-50 p-4 ring-1 ring-red-200 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2 text-sm font-semibold text-red-900">
            <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {propertiesCopy.loadFailed} {properties.error instanceof PropertyError ? properties.error.message : ''}
          </p>
          <Button size="sm" variant="outline" loading={properties.isFetching} onClick={() => void properties.refetch()}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {propertiesCopy.retry}
          </Button>
        </div>
      )}

      {list.length > 0 && (
        <ul className="mt-4 divide-y divide-ink-200 rounded-xl border border-ink-200" aria-label={propertiesCopy.title}>
          {list.map((property) => (
            <li key={property.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="property-row">
              <div className="flex min-w-0 gap-3">
                <Home className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="font-semibold break-words text-ink-900">{property.streetAddress}</p>
                  <p className="text-sm text-ink-700">{`${property.city}, ${property.state} ${property.zip}`}</p>
                  <p className="mt-1 text-sm text-ink-600">
                    {[
                      propertyTypeLabels[property.propertyType],
                      propertiesCopy.unitsLabel(property.units),
                      property.vacant || property.monthlyRent === null
                        ? propertiesCopy.vacantLabel
                        : propertiesCopy.rentLabel(property.monthlyRent),
                      propertiesCopy.managedLabel(property.managedBy, property.managerFeePercent),
                    ].join(' · ')}
                  </p>
                </div>
              </div>
              <div className="flex shrink-0 gap-2 pl-8 sm:pl-0">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`${propertiesCopy.edit} ${property.streetAddress}`}
                  onClick={() => setEditing({ kind: 'edit', property })}
                >
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                  {propertiesCopy.edit}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`${propertiesCopy.remove} ${property.streetAddress}`}
                  onClick={() => setRemoving(property)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  {propertiesCopy.remove}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.length === 0 && properties.data && <p className="mt-4 text-sm text-ink-700">{propertiesCopy.empty}</p>}

      {formOpen && (
        <div className="mt-5 rounded-xl bg-ink-50 p-4 ring-1 ring-ink-200 sm:p-5">
          <PropertyForm
            // A new form for each property (and once the calculator's numbers are known), never a stale one.
            key={editing.kind === 'edit' ? editing.property.id : `new-${calculator ? 'prefilled' : 'empty'}`}
            title={
              editing.kind === 'edit'
                ? propertiesCopy.editTitle(editing.property.streetAddress)
                : first
                  ? propertiesCopy.firstTitle
                  : propertiesCopy.addTitle
            }
            initial={editing.kind === 'edit' ? propertyFormOf(editing.property) : prefilledPropertyForm(first ? calculator : undefined)}
            note={first && calculator ? propertiesCopy.prefilled(calculator.rent, calculator.properties) : undefined}
            submitLabel={editing.kind === 'edit' ? propertiesCopy.saveChanges : propertiesCopy.save}
            onSubmit={save}
            onCancel={first ? undefined : () => setEditing({ kind: 'none' })}
          />
        </div>
      )}

      <Modal
        open={removing !== null}
        size="sm"
        onClose={() => setRemoving(null)}
        title={removing ? propertiesCopy.removeTitle(removing.streetAddress) : ''}
        description={propertiesCopy.removeText}
        footer={
          <>
            <Button variant="outline" onClick={() => setRemoving(null)} data-autofocus>
              {propertiesCopy.keep}
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => void confirmRemove()}>
              {remove.isPending ? propertiesCopy.removing : propertiesCopy.confirmRemove}
            </Button>
          </>
        }
      >
        {removeError && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {removeError}
          </p>
        )}
      </Modal>
    </section>
  );
}
