// vendor-invite: an admin turns an approved vendor application into an account. The vendor's e-mail is invited
// through the auth admin API (the invite link lets them choose a password) and the server sets
// app_metadata { role: 'vendor', application_id }, which the vendor cannot edit. Declined or pending applications
// never get an account. Every refusal is decided before anything is created or mailed: the application exists and
// is approved; an unlinked application's address has no account yet (unless it is the half-finished invite of this
// very application, or a squatter's account, which the invite replaces); a linked application is linked to the
// account invited for it, which has not accepted yet.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';
import { HttpError, json, openRequest, readJsonObject, responseForError } from './http.ts';
import { isAuthOutage, requireBearerToken, verifySession } from './auth.ts';
import type { ProjectDeps } from './deps.ts';

const APPLICATION_ID = /^VEN-[A-Z0-9]{9}$/;

/** The application fields the invite needs. */
export interface InviteApplication {
  client_id: string;
  email: string;
  status: string;
  user_id: string | null;
  company: string;
  contact: string;
  /** The VN- number the applicant was shown and e-mailed when they applied. */
  application_number: string;
}

/** The account that holds an address, as the invite's checks need it. */
export interface InviteAccount {
  id: string;
  /** True once the address is confirmed (the invite was accepted, or an ordinary confirmed sign-up). */
  confirmed: boolean;
  /** True while nobody has ever signed in to the account (auth.users.last_sign_in_at is null). */
  neverSignedIn: boolean;
  /** True when the account has a password (a sign-up's; an invited account has none until the vendor sets one). */
  hasPassword: boolean;
  appMetadata: Record<string, unknown>;
}

/** The outside world of the handler: real Supabase clients in index.ts, doubles in tests. */
export interface VendorInviteDeps {
  siteOrigins: readonly string[];
  /** The caller a verified session names (never just the decoded token); null for a bad token. */
  verifyCaller(accessToken: string): Promise<{ id: string; appMetadata: Record<string, unknown> } | null>;
  findApplication(clientId: string): Promise<InviteApplication | null>;
  /** The account holding `email` (case-insensitive), or null. Reads only; creates nothing. */
  findAccount(email: string): Promise<InviteAccount | null>;
  /** Sends the invite; `exists` when the address already has a confirmed account. */
  invite(email: string, options: { redirectTo: string; data: Record<string, unknown> }): Promise<{ userId: string } | { exists: true }>;
  /** Deletes an account for good (an account already gone counts as deleted). */
  deleteAccount(userId: string): Promise<void>;
  setAppMetadata(userId: string, appMetadata: Record<string, unknown>): Promise<void>;
  linkApplication(clientId: string, userId: string): Promise<void>;
}

/** Where the invite link lands: the vendor login of the admin's own site when it is allow-listed. */
function inviteRedirect(req: Request, siteOrigins: readonly string[]): string {
  const origin = req.headers.get('Origin');
  const base = origin && siteOrigins.includes(origin) ? origin : siteOrigins[0];
  return `${base}/vendor-login`;
}

/**
 * An account someone made on the applicant's address before the invite: a plain sign-up (no role, which only the
 * server sets) that is unconfirmed and has never been signed in to. Its maker never read the confirmation mail, which
 * went to the applicant, so nobody uses it. The invite must not reuse it: hosted Auth's invite keeps an existing
 * unconfirmed user's password and metadata, and the password its maker chose would then open the vendor's account.
 */
function isSquatter(account: InviteAccount): boolean {
  return !account.confirmed && account.neverSignedIn && account.appMetadata.role === undefined;
}

/** Builds the vendor-invite handler. */
export function createVendorInviteHandler(getDeps: () => VendorInviteDeps): (req: Request) => Promise<Response> {
  return async (req) => {
    let cors: Headers = new Headers();
    try {
      const deps = getDeps();
      const opening = openRequest(req, deps.siteOrigins, ['POST']);
      cors = opening.cors;
      if (opening.early) return opening.early;

      const caller = await deps.verifyCaller(requireBearerToken(req));
      if (!caller) throw new HttpError(401, 'Invalid or expired token');
      if (caller.appMetadata.role !== 'admin') throw new HttpError(403, 'Only an admin may invite vendors');

      const body = await readJsonObject(req);
      const applicationId = body.application_id;
      if (typeof applicationId !== 'string' || !APPLICATION_ID.test(applicationId)) {
        throw new HttpError(400, 'application_id must be a vendor application id (VEN-…)');
      }
      const application = await deps.findApplication(applicationId);
      if (!application) throw new HttpError(404, 'Application not found');
      if (application.status !== 'approved') throw new HttpError(409, 'Only an approved application gets an account');

      // Everything that can be refused is checked before the invite creates an account or sends mail.
      const account = await deps.findAccount(application.email);
      const invitedForThis =
        account !== null &&
        account.appMetadata.role === 'vendor' &&
        account.appMetadata.application_id === application.client_id;
      if (application.user_id) {
        // A linked application is a resend: the auth server mails a fresh link while the invited account has not
        // set a password yet (the old link stops working). Only the account invited for this application counts.
        if (!account || account.id !== application.user_id || !invitedForThis) {
          throw new HttpError(409, 'The application is linked to a different account');
        }
        if (account.confirmed) throw new HttpError(409, 'The vendor has already accepted the invite and set a password');
      } else if (account && !(invitedForThis && !account.confirmed) && !isSquatter(account)) {
        // An unfinished invite of this application (account made, link not saved) is completed and a squatter's
        // account is replaced; any other account on the address (confirmed, signed in to, or given a role by the
        // server, such as another application's invite) is someone else's.
        throw new HttpError(409, 'This e-mail address already has an account');
      }
      const squatter = !application.user_id && account !== null && isSquatter(account);
      if (squatter) await deps.deleteAccount(account.id);
      // The account the invite must land on: the linked one, the unfinished invite's, or none for a fresh one.
      const expected = application.user_id ?? (squatter ? null : account?.id) ?? null;

      // User metadata, which the invite e-mail template reads as .Data (supabase/templates/invite.html).
      const invited = await deps.invite(application.email, {
        redirectTo: inviteRedirect(req, deps.siteOrigins),
        data: {
          full_name: application.contact,
          company: application.company,
          application_number: application.application_number,
        },
      });
      // Only a race between the checks above and the invite reaches these.
      if ('exists' in invited) {
        throw new HttpError(
          409,
          application.user_id
            ? 'The vendor has already accepted the invite and set a password'
            : 'This e-mail address already has an account',
        );
      }
      if ((expected ?? invited.userId) !== invited.userId) {
        throw new HttpError(409, 'The application is linked to a different account');
      }
      if (!application.user_id) {
        // Someone may have signed up on the address between the checks and the invite, which then reused their
        // account and kept their password. Such an account is never made the vendor's: it is removed, and the
        // admin sends again (the link just mailed dies with it).
        const landed = await deps.findAccount(application.email);
        if (landed && landed.id === invited.userId && landed.hasPassword) {
          if (isSquatter(landed)) await deps.deleteAccount(landed.id);
          throw new HttpError(409, 'Someone signed up with this address while the invite was sent. Send the invite again.');
        }
        await deps.setAppMetadata(invited.userId, { role: 'vendor', application_id: application.client_id });
        await deps.linkApplication(application.client_id, invited.userId);
      }
      return json({ invited: true, userId: invited.userId }, 200, cors);
    } catch (error) {
      return responseForError(error, cors);
    }
  };
}

function fail(message: string, error: { message: string } | null): void {
  if (error) throw new Error(`${message}: ${error.message}`);
}

/** The real deps over the project's service-role client (no Stripe: an invite needs none). */
export function vendorInviteDeps(getDeps: () => ProjectDeps): () => VendorInviteDeps {
  return () => {
    const project = getDeps();
    const service: SupabaseClient<Database> = project.admin;
    return {
      siteOrigins: project.config.siteOrigins,
      // A verified session's claims may be up to an hour old; an invite can delete an account, so whether the caller
      // is still an admin (and not banned) is read from Auth itself.
      async verifyCaller(accessToken) {
        const session = await verifySession(project, accessToken);
        if (!session) return null;
        const { data, error } = await service.auth.admin.getUserById(session.id);
        if (isAuthOutage(error)) throw error;
        const user = data?.user;
        if (error || !user || (user.banned_until && new Date(user.banned_until).getTime() > Date.now())) return null;
        return { id: user.id, appMetadata: user.app_metadata ?? {} };
      },
      async findApplication(clientId) {
        const { data, error } = await service
          .from('vendor_applications')
          .select('client_id, email, status, user_id, company, contact, application_number')
          .eq('client_id', clientId)
          .maybeSingle();
        fail('Reading the application failed', error);
        return (data as InviteApplication | null) ?? null;
      },
      async findAccount(email) {
        const { data, error } = await service.rpc('vendor_invite_account', { account_email: email });
        fail('Looking up the account failed', error);
        type Row = Database['public']['Functions']['vendor_invite_account']['Returns'][number];
        const row = (data as Row[] | null)?.[0];
        return row
          ? {
              id: row.id,
              confirmed: row.confirmed,
              neverSignedIn: row.never_signed_in,
              hasPassword: row.has_password,
              appMetadata: (row.app_metadata as Record<string, unknown> | null) ?? {},
            }
          : null;
      },
      async deleteAccount(userId) {
        // A hard delete (hosted's default), so the address is free for the invite to create a fresh account on.
        const { error } = await service.auth.admin.deleteUser(userId);
        if (error?.status === 404) return;
        fail('Removing the unconfirmed account on the address failed', error);
      },
      async invite(email, options) {
        const { data, error } = await service.auth.admin.inviteUserByEmail(email, options);
        if (error && (error.status === 422 || /already been registered/i.test(error.message))) return { exists: true };
        // Hosted Auth limits how often one address is mailed; a quick resend is told to wait, not a server error.
        if (error?.status === 429) {
          throw new HttpError(429, 'An invite was sent to this address moments ago. Wait a minute, then resend.');
        }
        fail('Inviting the vendor failed', error);
        return { userId: data.user!.id };
      },
      async setAppMetadata(userId, appMetadata) {
        const { error } = await service.auth.admin.updateUserById(userId, { app_metadata: appMetadata });
        fail('Setting the vendor role failed', error);
      },
      async linkApplication(clientId, userId) {
        // Only an unlinked row is linked, so two invites at once cannot both link it.
        const { data, error } = await service
          .from('vendor_applications')
          .update({ user_id: userId })
          .eq('client_id', clientId)
          .is('user_id', null)
          .select('client_id');
        fail('Linking the application failed', error);
        if ((data?.length ?? 0) !== 1) throw new HttpError(409, 'The application is linked to a different account');
      },
    };
  };
}
