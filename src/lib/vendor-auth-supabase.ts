import type { TablesUpdate } from '@/lib/database.types';
import type { DatabaseClient } from '@/lib/supabase';
import type { AuthError } from '@supabase/supabase-js';
import { connectionMessages, wrongCredentialsMessage } from './auth/auth-error';
import { asSignedInUser, withSignal } from './supabase';
import type { VendorAuthPort, VendorProfileFields } from './vendor-auth';

/** Shown when the e-mail and password do not match an account. */
export const vendorInvalidCredentials = wrongCredentialsMessage;
/** Shown when the account exists but the server never made it a vendor (e.g. an owner). */
export const vendorNotVendorAccount =
  'This account is not a vendor account. Property owners sign in on the owner login page.';
/** Shown when an invite link is used up, expired or malformed. */
export const vendorInviteInvalid = 'This invitation link is invalid or has expired. Ask DoorKeep for a new one.';

/**
 * supabase-js reports a request that never got an answer (status 0) or a 5xx as AuthRetryableFetchError, whose message
 * is the browser's ('Failed to fetch'); plain words instead, the details in the console.
 */
function connectionProblem(error: Pick<AuthError, 'name' | 'status'>): string | null {
  if (error.name !== 'AuthRetryableFetchError') return null;
  console.error('The auth server could not be reached.', error);
  return error.status ? connectionMessages.unavailable : connectionMessages.offline;
}

// One literal, so supabase-js types the selected row from it.
const applicationColumns =
  'client_id, company, contact, phone, sms_number, email, service_area_radius, service_area_zip_codes, category, contact_hours, notes, preferred_quote_method, emergency_services, min_hourly_rate, max_hourly_rate, min_service_charge';

const isVendor = (appMetadata: Record<string, unknown> | undefined) =>
  appMetadata?.role === 'vendor' && typeof appMetadata.application_id === 'string';

/**
 * The backend adapter of vendor sign-in: a Supabase account whose server-issued app_metadata says role 'vendor'
 * and names its application. The profile is the application row, which RLS lets only its vendor read and edit.
 */
export function createSupabaseVendorAuth(
  getClient: () => Promise<DatabaseClient | null> | DatabaseClient | null,
): VendorAuthPort {
  const client = async () => (await getClient()) ?? null;
  /** The signed-in vendor's client, application and access token, taken once per request (lib/supabase asSignedInUser). */
  async function signedInVendor(): Promise<{ supabase: DatabaseClient; applicationId: string; token: string } | null> {
    const supabase = await client();
    if (!supabase) return null;
    const { data } = await supabase.auth.getSession();
    const meta = data.session?.user.app_metadata;
    if (!data.session || !isVendor(meta)) return null;
    return { supabase, applicationId: String(meta!.application_id), token: data.session.access_token };
  }

  return {
    requiresSession: true,
    async signIn({ email, password }) {
      const supabase = await client();
      if (!supabase) return { ok: false, message: vendorInvalidCredentials };
      const { data, error } = await supabase.auth.signInWithPassword({ email, password });
      if (error || !data.user) return { ok: false, message: vendorInvalidCredentials };
      if (!isVendor(data.user.app_metadata)) {
        await supabase.auth.signOut();
        return { ok: false, message: vendorNotVendorAccount };
      }
      return { ok: true };
    },
    async signOut() {
      await (await client())?.auth.signOut();
    },
    async currentVendor(signal) {
      const vendor = await signedInVendor();
      if (!vendor) return null;
      const query = asSignedInUser(vendor.supabase.from('vendor_applications').select(applicationColumns), vendor.token);
      const { data, error } = await withSignal(query.eq('client_id', vendor.applicationId), signal).maybeSingle();
      if (error || !data) return null;
      const row = data;
      return {
        company: row.company,
        contact: row.contact,
        phone: row.phone,
        smsNumber: row.sms_number,
        email: row.email,
        serviceAreaRadius: row.service_area_radius,
        serviceAreaZipCodes: row.service_area_zip_codes,
        categories: row.category,
        contactHours: row.contact_hours,
        notes: row.notes,
        preferredQuoteMethod: row.preferred_quote_method,
        emergencyServices: row.emergency_services,
        minHourlyRate: row.min_hourly_rate,
        maxHourlyRate: row.max_hourly_rate,
        minServiceCharge: row.min_service_charge,
      };
    },
    async saveProfile(fields: Partial<VendorProfileFields>) {
      const vendor = await signedInVendor();
      if (!vendor) return false;
      // Required columns keep their value when the form leaves them empty; optional ones (service areas, notes, rates)
      // are cleared by an empty value. The company name and the e-mail (the account's login) were vetted at approval
      // and are never sent: the server refuses a change with 42501.
      const patch: TablesUpdate<'vendor_applications'> = {};
      if (fields.contact?.trim()) patch.contact = fields.contact.trim();
      if (fields.phone?.trim()) patch.phone = fields.phone.trim();
      if (fields.smsNumber?.trim()) patch.sms_number = fields.smsNumber.trim();
      if (fields.serviceAreaRadius) patch.service_area_radius = fields.serviceAreaRadius;
      if (fields.serviceAreaZipCodes !== undefined) patch.service_area_zip_codes = fields.serviceAreaZipCodes.trim();
      if (fields.categories) patch.category = fields.categories;
      if (fields.contactHours) patch.contact_hours = fields.contactHours;
      if (fields.notes !== undefined) patch.notes = fields.notes.trim();
      if (fields.preferredQuoteMethod) patch.preferred_quote_method = fields.preferredQuoteMethod;
      if (fields.emergencyServices !== undefined) patch.emergency_services = fields.emergencyServices;
      if (fields.minHourlyRate !== undefined) patch.min_hourly_rate = fields.minHourlyRate;
      if (fields.maxHourlyRate !== undefined) patch.max_hourly_rate = fields.maxHourlyRate;
      if (fields.minServiceCharge !== undefined) patch.min_service_charge = fields.minServiceCharge;
      const update = vendor.supabase.from('vendor_applications').update(patch).eq('client_id', vendor.applicationId);
      const { data, error } = await asSignedInUser(update.select('client_id'), vendor.token);
      return !error && (data?.length ?? 0) === 1;
    },
    async verifyInvite(tokenHash) {
      const supabase = await client();
      if (!supabase) return { ok: false, reason: 'invalid', message: vendorInviteInvalid };
      const { data, error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'invite' });
      const unreachable = error ? connectionProblem(error) : null;
      if (unreachable) return { ok: false, reason: 'unreachable', message: unreachable };
      if (error || !data.user) return { ok: false, reason: 'invalid', message: vendorInviteInvalid };
      if (!isVendor(data.user.app_metadata)) {
        await supabase.auth.signOut();
        return { ok: false, reason: 'not-vendor', message: vendorNotVendorAccount };
      }
      return { ok: true };
    },
    async choosePassword(password) {
      const supabase = await client();
      if (!supabase) return { ok: false, message: vendorInviteInvalid };
      const { error } = await supabase.auth.updateUser({ password });
      if (error) return { ok: false, message: connectionProblem(error) ?? error.message };
      return { ok: true };
    },
  };
}
