import { asSignedInUser, withSignal, type DatabaseClient } from './supabase';
import { CallError, callMessages, type OnboardingCall, type OnboardingCallsPort } from './onboarding-calls';

type Refusal = { code?: string; message?: string } | null;

/**
 * A refusal in the owner's or admin's words. The booking functions refuse with PT4xx SQLSTATEs, which PostgREST
 * answers with that HTTP status (supabase/migrations/*_onboarding_calls.sql): PT409 taken or overlapping, PT422 in
 * the past, PT404 no longer offered, PT403 no paid deposit. 42501 is a caller who is not allowed (or signed out),
 * PGRST301/303 an expired session, and no code at all a request that got no answer.
 */
export function callRefusal(error: Refusal, action: 'book' | 'publish' | 'withdraw' = 'book'): CallError {
  const code = error?.code;
  if (code === 'PT409') {
    if (action === 'publish') return new CallError(callMessages.overlap);
    if (action === 'withdraw') return new CallError(callMessages.booked);
    // Booking a second call, or moving onto the time already held, is PT409 too; the server's sentence says which.
    return /someone just booked/i.test(error?.message ?? '')
      ? new CallError(callMessages.taken, 'taken')
      : new CallError(error?.message || callMessages.taken, 'taken');
  }
  if (code === 'PT422') return new CallError(action === 'publish' ? callMessages.publishPast : callMessages.past, 'past');
  if (code === 'PT404') return new CallError(action === 'book' ? callMessages.gone : error?.message || callMessages.gone, 'gone');
  if (code === 'PT403') return new CallError(callMessages.unpaid, 'unpaid');
  if (code === 'PGRST301' || code === 'PGRST303' || code === '42501') return new CallError(callMessages.signedOut, 'signed-out');
  if (!code) return new CallError(callMessages.offline, 'offline');
  return new CallError(callMessages.unexpected);
}

type CallRow = { id: string; slot_id: string; starts_at: string; sequence: number; booked_at: string };
const toCall = (row: CallRow): OnboardingCall => ({
  id: row.id,
  slotId: row.slot_id,
  startsAt: row.starts_at,
  sequence: row.sequence,
  bookedAt: row.booked_at,
});

/** The backend adapter: the functions of *_onboarding_calls.sql, called with the signed-in account's token. */
export function createSupabaseOnboardingCalls(getClient: () => Promise<DatabaseClient | null>): OnboardingCallsPort {
  async function signedIn() {
    const supabase = await getClient();
    const session = supabase ? (await supabase.auth.getSession()).data.session : null;
    if (!supabase || !session) throw new CallError(callMessages.signedOut, 'signed-out');
    return { supabase, token: session.access_token };
  }

  return {
    available: true,
    async openSlots(signal) {
      const { supabase, token } = await signedIn();
      const { data, error } = await withSignal(asSignedInUser(supabase.rpc('open_onboarding_call_slots'), token), signal);
      if (error) throw callRefusal(error);
      return data.map((row) => ({ id: row.slot_id, startsAt: row.starts_at }));
    },
    async myCall(signal) {
      const { supabase, token } = await signedIn();
      const query = asSignedInUser(
        supabase.from('onboarding_calls').select('id, slot_id, starts_at, sequence, booked_at').eq('status', 'booked'),
        token,
      );
      const { data, error } = await withSignal(query, signal).maybeSingle();
      if (error) throw callRefusal(error);
      return data ? toCall(data) : null;
    },
    async book(slotId, timeZone) {
      const { supabase, token } = await signedIn();
      const { data, error } = await asSignedInUser(
        supabase.rpc('book_onboarding_call', { p_slot_id: slotId, p_time_zone: timeZone }),
        token,
      );
      if (error) throw callRefusal(error);
      return toCall(data);
    },
    async move(slotId, timeZone) {
      const { supabase, token } = await signedIn();
      const { data, error } = await asSignedInUser(
        supabase.rpc('move_onboarding_call', { p_slot_id: slotId, p_time_zone: timeZone }),
        token,
      );
      if (error) throw callRefusal(error);
      return toCall(data);
    },
    async cancel() {
      const { supabase, token } = await signedIn();
      const { error } = await asSignedInUser(supabase.rpc('cancel_onboarding_call'), token);
      if (error) throw callRefusal(error);
    },
    async adminSlots(signal) {
      const { supabase, token } = await signedIn();
      const { data, error } = await withSignal(asSignedInUser(supabase.rpc('admin_onboarding_call_slots', {}), token), signal);
      if (error) throw callRefusal(error);
      return data.map((row) => ({
        slotId: row.slot_id,
        startsAt: row.starts_at,
        callId: row.call_id,
        ownerName: row.owner_name,
        ownerEmail: row.owner_email,
        bookedAt: row.booked_at,
      }));
    },
    async publish(startsAt, count) {
      const { supabase, token } = await signedIn();
      const { data, error } = await asSignedInUser(
        supabase.rpc('publish_onboarding_call_slots', { p_starts_at: startsAt, p_count: count }),
        token,
      );
      if (error) throw callRefusal(error, 'publish');
      return data.length;
    },
    async withdraw(slotId) {
      const { supabase, token } = await signedIn();
      const { error } = await asSignedInUser(supabase.rpc('withdraw_onboarding_call_slot', { p_slot_id: slotId }), token);
      if (error) throw callRefusal(error, 'withdraw');
    },
  };
}
