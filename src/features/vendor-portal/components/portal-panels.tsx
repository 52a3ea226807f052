import { useState, type FormEvent, type ReactNode } from 'react';
import { ArrowRight, Briefcase, Download, Receipt, Search, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { todayIsoDate } from '@/lib/dates';
import { downloadTextFile } from '@/lib/download';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import { Checkbox, Select, TextArea, TextField } from '@/components/ui/field';
import {
  contactHoursSelectOptions,
  dashboardCopy,
  dashboardStats,
  earningsCopy,
  jobStatusFilters,
  jobsCopy,
  profileCategories,
  profileCopy,
  quoteMethodSelectOptions,
  radiusOptions,
} from '../content/portal';
import {
  buildEarningsCsv,
  earningsReportName,
  filterJobs,
  profileMaxLength,
  profileValues,
  rateFields,
  vendorJobs,
  vendorPayments,
  vendorProfileFormSchema,
  type JobStatus,
  type VendorProfile,
  type VendorProfileField,
  type VendorProfileValues,
} from '../data';

/** A friendly placeholder for a list with nothing in it yet. */
function EmptyState({ icon: Icon, title, body, children }: { icon: LucideIcon; title: string; body: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-ink-50/60 px-6 py-12 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white text-brand-700 shadow-card ring-1 ring-ink-200">
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <p className="mt-4 text-lg font-bold text-ink-900">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-ink-600">{body}</p>
      {children && <div className="mt-6">{children}</div>}
    </div>
  );
}

function PanelHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-2xl font-bold tracking-tight text-ink-900">
      {children}
    </h2>
  );
}

export function DashboardPanel({ onViewAllJobs }: { onViewAllJobs: () => void }) {
  return (
    <div className="space-y-8">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-label="Your numbers">
        {dashboardStats.map(({ icon: Icon, label, value, detail }) => (
          <li key={label}>
            <Card className="h-full p-4 sm:p-5">
              <div className="flex items-start justify-between gap-2">
                <p className="text-sm font-semibold text-ink-600">{label}</p>
                <span className="hidden h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:flex">
                  <Icon className="h-4 w-4" aria-hidden="true" />
                </span>
              </div>
              <p className="mt-2 text-2xl font-extrabold tracking-tight text-ink-900 sm:mt-3 sm:text-3xl">{value}</p>
              <p className="mt-1 text-sm text-ink-600">{detail}</p>
            </Card>
          </li>
        ))}
      </ul>
      <section aria-labelledby="recent-jobs-title">
        <Card className="p-5 sm:p-6">
          <div className="flex items-center justify-between gap-4">
            <h2 id="recent-jobs-title" className="text-lg font-bold text-ink-900">
              {dashboardCopy.recentJobsTitle}
            </h2>
          </div>
          <div className="mt-5">
            <EmptyState icon={Briefcase} title={dashboardCopy.noJobsTitle} body={dashboardCopy.noJobsBody}>
              <Button variant="outline" size="sm" onClick={onViewAllJobs}>
                {dashboardCopy.viewAllJobs}
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Button>
            </EmptyState>
          </div>
        </Card>
      </section>
    </div>
  );
}

export function JobsPanel() {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<JobStatus | 'all'>('all');
  const jobs = filterJobs(vendorJobs, query, status);
  return (
    <div className="space-y-6">
      <PanelHeading id="jobs-title">{jobsCopy.title}</PanelHeading>
      <div role="search" className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <div className="relative">
          <TextField
            label={jobsCopy.searchLabel}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={jobsCopy.searchPlaceholder}
            className="[&_input]:pl-10"
          />
          <Search className="pointer-events-none absolute bottom-3.5 left-3.5 h-4 w-4 text-ink-500" aria-hidden="true" />
        </div>
        <Select
          label={jobsCopy.statusLabel}
          value={status}
          onChange={(event) => setStatus(event.target.value as JobStatus | 'all')}
          options={jobStatusFilters}
        />
      </div>
      {jobs.length === 0 ? (
        <EmptyState
          icon={Briefcase}
          title={jobsCopy.emptyTitle}
          body={vendorJobs.length === 0 ? jobsCopy.emptyBody : jobsCopy.noMatchBody}
        />
      ) : (
        <ul className="space-y-3">
          {jobs.map((job) => (
            <li key={job.id}>
              <Card className="p-4">
                <p className="font-semibold text-ink-900">{job.title}</p>
                <p className="text-sm text-ink-600">
                  {job.property} · {job.address} · {job.status}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function EarningsPanel() {
  const [downloaded, setDownloaded] = useState(false);
  function download() {
    downloadTextFile(earningsReportName(todayIsoDate()), buildEarningsCsv(vendorPayments), 'text/csv;charset=utf-8');
    setDownloaded(true);
  }
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <PanelHeading id="earnings-title">{earningsCopy.title}</PanelHeading>
        <Button variant="outline" size="sm" onClick={download}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {earningsCopy.download}
        </Button>
      </div>
      <p role="status" className={cn('text-sm text-brand-800', !downloaded && 'sr-only')}>
        {downloaded ? earningsCopy.downloaded : ''}
      </p>
      <ul className="grid gap-4 sm:grid-cols-3" aria-label="Earnings summary">
        {earningsCopy.cards.map(({ label, value }) => (
          <li key={label}>
            <Card className="p-5">
              <p className="text-sm font-semibold text-ink-600">{label}</p>
              <p className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900">{value}</p>
            </Card>
          </li>
        ))}
      </ul>
      <section aria-labelledby="payment-history-title">
        <Card className="p-5 sm:p-6">
          <h3 id="payment-history-title" className="text-lg font-bold text-ink-900">
            {earningsCopy.historyTitle}
          </h3>
          <div className="mt-5">
            <EmptyState icon={Receipt} title={earningsCopy.emptyTitle} body={earningsCopy.emptyBody} />
          </div>
        </Card>
      </section>
    </div>
  );
}

type ProfileErrors = Partial<Record<VendorProfileField, string>>;

const categoriesErrorId = 'profile-categories-error';

type ProfilePanelProps = {
  /** The starting values; remount the panel (change its key) to start from a newly loaded profile. */
  profile: VendorProfile;
  /** Stores the profile (in this browser, or on the server for a signed-in vendor); false when it was refused. */
  onSave: (profile: VendorProfile) => boolean | Promise<boolean>;
  /** A signed-in vendor's company name and e-mail were vetted at approval: shown read-only, never sent. */
  vettedLocked?: boolean;
};

/** A group of the form's fields under a heading of its own. */
function ProfileSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-5">
      <legend className="mb-4 text-base font-bold text-ink-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function ProfilePanel({ profile, onSave, vettedLocked = false }: ProfilePanelProps) {
  const [values, setValues] = useState(() => profileValues(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends VendorProfileField>(field: K, value: VendorProfileValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setNotice(null);
  };

  /** Value, change, error and limit of one text input. */
  const textProps = (field: Exclude<VendorProfileField, 'categories' | 'emergencyServices'>) => ({
    name: field,
    value: values[field],
    error: errors[field],
    maxLength: profileMaxLength(field),
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as VendorProfileValues[typeof field]),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = vendorProfileFormSchema.safeParse(values);
    if (!result.success) {
      const next: ProfileErrors = {};
      for (const issue of result.error.issues) next[issue.path[0] as VendorProfileField] ??= issue.message;
      setErrors(next);
      setNotice({ tone: 'error', text: profileCopy.invalid });
      return;
    }
    setSaving(true);
    let saved = false;
    try {
      saved = await onSave(result.data);
    } finally {
      setSaving(false);
    }
    setNotice(saved ? { tone: 'success', text: profileCopy.saved } : { tone: 'error', text: profileCopy.saveFailed });
  }

  const selected = new Set(values.categories);
  return (
    <div className="space-y-6">
      <div>
        <PanelHeading id="profile-title">{profileCopy.title}</PanelHeading>
        <p className="mt-1 text-ink-600">{profileCopy.lead}</p>
        <p className="mt-2 text-sm text-ink-700">
          {profileCopy.accountSettingsLead}{' '}
          <SiteLink href={paths.account.getHref()} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {profileCopy.accountSettingsLink}
          </SiteLink>
        </p>
      </div>
      <Card className="p-5 sm:p-6">
        <form noValidate onSubmit={onSubmit} aria-labelledby="profile-title" className="space-y-8">
          <ProfileSection legend={profileCopy.contactSection}>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                {...textProps('companyName')}
                label={profileCopy.companyName}
                autoComplete="organization"
                readOnly={vettedLocked}
                hint={vettedLocked ? profileCopy.vettedHint : undefined}
              />
              <TextField
                {...textProps('email')}
                label={profileCopy.email}
                type="email"
                autoComplete="email"
                readOnly={vettedLocked}
                hint={vettedLocked ? profileCopy.vettedHint : undefined}
              />
              <TextField {...textProps('contactPerson')} label={profileCopy.contactPerson} autoComplete="name" />
              <TextField {...textProps('phone')} label={profileCopy.phone} type="tel" autoComplete="tel" />
              <TextField {...textProps('smsNumber')} label={profileCopy.smsNumber} type="tel" hint={profileCopy.smsHint} />
              <Select
                {...textProps('preferredQuoteMethod')}
                label={profileCopy.preferredQuoteMethod}
                options={quoteMethodSelectOptions}
              />
            </div>
          </ProfileSection>

          <ProfileSection legend={profileCopy.areaSection}>
            <div className="grid gap-5 sm:grid-cols-2">
              <Select {...textProps('serviceRadius')} label={profileCopy.serviceRadius} options={radiusOptions} />
              <TextField
                {...textProps('serviceAreaZipCodes')}
                label={profileCopy.serviceAreaZipCodes}
                hint={profileCopy.serviceAreasHint}
              />
              <Select
                {...textProps('contactHours')}
                label={profileCopy.contactHours}
                options={contactHoursSelectOptions}
                placeholder={profileCopy.contactHoursPlaceholder}
                className="sm:col-span-2"
              />
              <TextArea
                {...textProps('notes')}
                label={profileCopy.notes}
                hint={profileCopy.notesHint}
                rows={4}
                className="sm:col-span-2"
              />
            </div>
            <Checkbox
              name="emergencyServices"
              label={profileCopy.emergencyServices}
              hint={profileCopy.emergencyHint}
              checked={values.emergencyServices}
              onChange={(event) => set('emergencyServices', event.target.checked)}
              className="rounded-xl border border-ink-200 bg-white px-3 py-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            />
          </ProfileSection>

          <fieldset aria-describedby={errors.categories ? categoriesErrorId : undefined} className="min-w-0">
            <legend className="mb-3 text-base font-bold text-ink-900">{profileCopy.categories}</legend>
            <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-3">
              {profileCategories.map((category) => (
                <Checkbox
                  key={category}
                  label={category}
                  checked={selected.has(category)}
                  onChange={(event) =>
                    set(
                      'categories',
                      profileCategories.filter((option) => (option === category ? event.target.checked : selected.has(option))),
                    )
                  }
                  className="rounded-xl border border-ink-200 bg-white px-3 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                />
              ))}
            </div>
            {errors.categories && (
              <p id={categoriesErrorId} className="mt-2 text-sm font-medium text-red-700">
                {errors.categories}
              </p>
            )}
          </fieldset>

          <ProfileSection legend={profileCopy.ratesSection}>
            <p className="-mt-2 text-sm text-ink-600">{profileCopy.ratesIntro}</p>
            <div className="grid gap-5 sm:grid-cols-3">
              {rateFields.map((field) => (
                <TextField key={field} {...textProps(field)} label={profileCopy[field]} inputMode="decimal" placeholder="0.00" />
              ))}
            </div>
          </ProfileSection>

          <div className="flex flex-col gap-3 border-t border-ink-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
            <p
              role="status"
              className={cn(
                'text-sm font-medium',
                notice?.tone === 'error' ? 'text-red-700' : 'text-brand-800',
              )}
            >
              {notice?.text ?? ''}
            </p>
            <Button type="submit" loading={saving} busyLabel={profileCopy.saving}>
              {profileCopy.save}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
