import { useId, useState } from 'react';
import { Send } from 'lucide-react';
import { Badge, Button, TextField, type BadgeTone } from '@/components/ui';
import { formatDateTime } from '@/lib/dates';
import { formatUsd } from '@/lib/format';
import { onboardingStatusOf, type InviteResult, type InviteSelection, type OnboardingStatus, type WaitlistSignup } from '@/lib/submissions';
import { adminCopy } from '../content';
import { useInviteOwners, useOnboardingHistory, useSetOnboardingStatus } from '../hooks/use-admin-data';
import { DetailList, DetailSection } from './panel-parts';

const copy = adminCopy.waitlist.onboarding;

const tones: Record<OnboardingStatus, BadgeTone> = {
  waitlisted: 'grey',
  invited: 'blue',
  onboarding: 'yellow',
  live: 'green',
  withdrawn: 'red',
};

/** An owner's onboarding status as a badge. */
export function OnboardingBadge({ signup }: { signup: Pick<WaitlistSignup, 'onboardingStatus' | 'status'> }) {
  const status = onboardingStatusOf(signup);
  return (
    <Badge tone={tones[status]} className="whitespace-nowrap">
      {copy.statuses[status]}
    </Badge>
  );
}

/** The owner's doors and rent under management, or the range they stated when there is no profile yet. */
export function Portfolio({ signup }: { signup: WaitlistSignup }) {
  if (!signup.doors) {
    return (
      <span className="flex flex-col">
        <span className="text-ink-600">{copy.noProfile}</span>
        <span className="text-xs text-ink-600">{copy.stated(signup.properties)}</span>
      </span>
    );
  }
  return (
    <span className="flex flex-col">
      <span className="font-semibold text-ink-900">{copy.doors(signup.doors)}</span>
      <span className="text-xs whitespace-nowrap text-ink-600">{copy.rentPerMonth(formatUsd(signup.monthlyRent ?? 0))}</span>
    </span>
  );
}

type Outcome = { kind: 'done'; result: InviteResult } | { kind: 'failed' } | null;

/** The sentence under the invite buttons: who was invited, who was skipped and why (with names from the page). */
function InviteOutcome({ outcome, names }: { outcome: Outcome; names: ReadonlyMap<string, string> }) {
  if (!outcome) return null;
  if (outcome.kind === 'failed') return <p className="text-sm font-semibold text-red-700">{copy.failed}</p>;
  const { invited, skipped } = outcome.result;
  return (
    <div className="space-y-1 text-sm" data-testid="invite-outcome">
      <p className="font-semibold text-ink-900">{invited.length === 0 && skipped.length === 0 ? copy.nobodyNext : copy.invited(invited.length)}</p>
      {skipped.length > 0 && (
        <>
          <p className="text-ink-800">{copy.skipped(skipped.length)}</p>
          <ul className="list-disc space-y-0.5 pl-5 text-ink-700">
            {skipped.map((skip) => (
              <li key={skip.id}>
                {names.get(skip.id) ? `${names.get(skip.id)} (${skip.id})` : skip.id}: {copy.skipReasons[skip.reason] ?? skip.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * Invitations: the owners ticked in the list, or the next N paid owners in queue order, each e-mailed once by the
 * server. The outcome (invited, skipped and why) is announced. Browser-only mode says it needs the server instead.
 */
export function InviteBar({
  available,
  selected,
  names,
  onInvited,
}: {
  available: boolean;
  selected: readonly string[];
  names: ReadonlyMap<string, string>;
  onInvited: () => void;
}) {
  const invite = useInviteOwners();
  const [next, setNext] = useState('3');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const headingId = useId();
  const count = Number(next);
  const nextValid = Number.isInteger(count) && count >= 1 && count <= 500;

  if (!available) {
    return (
      <p className="rounded-2xl border border-dashed border-ink-300 bg-white px-4 py-3 text-sm text-ink-700" data-testid="invites-need-server">
        {copy.needsServer}
      </p>
    );
  }

  async function run(selection: InviteSelection) {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await invite(selection);
      setOutcome({ kind: 'done', result });
      onInvited();
    } catch {
      setOutcome({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-2xl border border-ink-200 bg-white p-4 shadow-card sm:p-5">
      <div>
        <h3 id={headingId} className="text-base font-bold text-ink-900">
          {copy.inviteTitle}
        </h3>
        <p className="text-sm text-ink-600">{copy.inviteLead}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <Button size="sm" disabled={busy || selected.length === 0} onClick={() => void run({ ids: selected })}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {copy.inviteSelected(selected.length)}
        </Button>
        <div className="flex items-end gap-2">
          <TextField
            className="w-28"
            label={copy.nextLabel}
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            value={next}
            onChange={(event) => setNext(event.target.value)}
          />
          <Button size="sm" variant="outline" disabled={busy || !nextValid} onClick={() => void run({ next: count })}>
            {copy.inviteNext(nextValid ? count : 0)}
          </Button>
        </div>
      </div>
      <p className="text-xs text-ink-600">{copy.nextHint}</p>
      <div role="status" aria-live="polite">
        {busy ? <p className="text-sm text-ink-700">{copy.inviting}</p> : <InviteOutcome outcome={outcome} names={names} />}
      </div>
    </section>
  );
}

function OnboardingHistory({ waitlistId }: { waitlistId: string }) {
  const history = useOnboardingHistory(waitlistId);
  let body;
  if (history.data) {
    body =
      history.data.length === 0 ? (
        <p className="text-sm text-ink-600">{copy.historyEmpty}</p>
      ) : (
        <ol className="space-y-2" data-testid="onboarding-history">
          {history.data.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="rounded-xl border border-ink-200 px-3 py-2 text-sm">
              <span className="font-semibold text-ink-900">
                {copy.change(entry.from ? copy.statuses[entry.from] : null, copy.statuses[entry.to])}
              </span>
              <span className="block text-ink-600">
                {formatDateTime(entry.at)}, {entry.byRole === 'admin' ? copy.by.admin(entry.byEmail) : copy.by[entry.byRole]}
              </span>
            </li>
          ))}
        </ol>
      );
  } else if (history.isError) {
    body = <p className="text-sm text-red-700">{copy.historyFailed}</p>;
  } else {
    body = <p className="text-sm text-ink-600">{copy.historyLoading}</p>;
  }
  return (
    <div className="mt-3">
      <h4 className="mb-2 text-sm font-bold text-ink-900">{copy.historyTitle}</h4>
      {body}
    </div>
  );
}

/** The onboarding part of a signup's details: status, invitation, portfolio, the admin's moves and the history. */
export function OnboardingDetails({ signup, available }: { signup: WaitlistSignup; available: boolean }) {
  const setStatus = useSetOnboardingStatus();
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const status = onboardingStatusOf(signup);
  const canMove = available && (status === 'invited' || status === 'onboarding' || status === 'live');

  async function move(to: 'onboarding' | 'live') {
    setBusy(true);
    setMessage(null);
    try {
      await setStatus({ waitlistId: signup.id, status: to });
      setMessage({ tone: 'ok', text: copy.saved(copy.statuses[to]) });
    } catch (error) {
      setMessage({ tone: 'error', text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <DetailSection title={copy.detailsTitle}>
      <DetailList
        items={[
          { label: copy.labels.status, value: <OnboardingBadge signup={signup} /> },
          { label: copy.labels.invitedAt, value: signup.invitedAt ? formatDateTime(signup.invitedAt) : copy.notInvited },
          {
            label: copy.labels.portfolio,
            value: signup.doors
              ? copy.portfolio(copy.doors(signup.doors), formatUsd(signup.monthlyRent ?? 0))
              : copy.noProfile,
          },
        ]}
      />
      {canMove && (
        <div className="mt-3 flex flex-wrap gap-2">
          {/* Only the moves that change something: the current status is the badge above. */}
          {status !== 'onboarding' && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void move('onboarding')}>
              {copy.markOnboarding}
            </Button>
          )}
          {status !== 'live' && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void move('live')}>
              {copy.markLive}
            </Button>
          )}
        </div>
      )}
      <div role="status" aria-live="polite">
        {message && (
          <p className={message.tone === 'ok' ? 'mt-2 text-sm font-semibold text-green-800' : 'mt-2 text-sm font-semibold text-red-700'}>
            {message.text}
          </p>
        )}
      </div>
      {available ? <OnboardingHistory waitlistId={signup.id} /> : <p className="mt-3 text-sm text-ink-600">{copy.needsServer}</p>}
    </DetailSection>
  );
}
