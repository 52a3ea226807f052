// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { startPaymentServices, type PaymentServices } from '../../supabase/local/stripe/index.ts';
import { createVendorApplication } from '../factories/submissions.ts';
import {
  createTestClient,
  lendWindowForStorageCleanup,
  loopbackFetch,
  signInAdmin,
  toRow,
  uniqueEmail,
} from './support.ts';

/**
 * Someone who learns an applicant's address signs up with it before the admin sends the invite. On a project that
 * requires e-mail confirmation (hosted's default) that account stays unconfirmed, since the confirmation mail goes
 * to the applicant. The invite replaces such an account instead of refusing, and the password its maker chose
 * never opens the vendor's account. A confirmed account on the address is someone's real account and still refused.
 */

const SITE = 'http://127.0.0.1:5173';
// tests/setup.ts stubs fetch before each test; the function calls go to the real loopback server.
lendWindowForStorageCleanup();

let stack: LocalStack;
let services: PaymentServices;
let seq = 0;
const code = () => `S${String(++seq).padStart(4, '0')}${Date.now().toString(36).slice(-4).toUpperCase()}`;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4, enableConfirmations: true, siteUrl: SITE });
  services = await startPaymentServices({ stack, siteOrigins: [SITE], stripePort: 0, log: false });
  stack.setFunctionsUrl(services.functionsUrl);
});
afterAll(async () => {
  await services?.stop();
  await stack?.stop();
});

/** An application the admin has approved, not yet invited. */
async function approvedApplication(admin: Awaited<ReturnType<typeof signInAdmin>>) {
  const record = createVendorApplication({
    id: `VEN-${code()}`,
    applicationNumber: `VN-${code()}`,
    email: uniqueEmail('applicant'),
    company: `Squatted ${seq} LLC`,
  });
  const inserted = await createTestClient(stack).from('vendor_applications').insert(toRow(record));
  if (inserted.error) throw inserted.error;
  const approved = await admin.client.from('vendor_applications').update({ status: 'approved' }).eq('client_id', record.id);
  if (approved.error) throw approved.error;
  return record;
}

async function invite(admin: Awaited<ReturnType<typeof signInAdmin>>, applicationId: string) {
  const token = (await admin.client.auth.getSession()).data.session!.access_token;
  const response = await loopbackFetch(`${stack.apiUrl}/functions/v1/vendor-invite`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, apikey: stack.publishableKey, 'Content-Type': 'application/json', Origin: SITE },
    body: JSON.stringify({ application_id: applicationId }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Every account on `email`, as the service role lists them. */
async function accountsOn(email: string) {
  const listed = await createTestClient(stack, stack.secretKey).auth.admin.listUsers();
  if (listed.error) throw listed.error;
  return listed.data.users.filter((user) => user.email === email);
}

/** The newest mail of `kind` to `to` (the mailbox lists newest first). */
const newestMail = (to: string, kind: string) => stack.mailbox.list().find((mail) => mail.to === to && mail.kind === kind);

describe('vendor-invite and an account someone made on the applicant’s address first', () => {
  it('an unconfirmed sign-up is replaced by the invite, and the squatter’s password never opens the vendor’s account', async () => {
    const admin = await signInAdmin(stack);
    const application = await approvedApplication(admin);

    // The attack: sign up with the applicant's address and a password of one's own, before the invite goes out.
    const attacker = createTestClient(stack);
    const squat = await attacker.auth.signUp({ email: application.email, password: 'squatter-pass-1' });
    expect(squat.error).toBeNull();
    expect(squat.data.session).toBeNull();
    const squatterId = squat.data.user!.id;

    const answer = await invite(admin, application.id);
    expect(answer).toMatchObject({ status: 200, body: { invited: true } });
    expect(answer.body.userId).not.toBe(squatterId);

    // The squatter's account is gone; the address has one account, the vendor's, linked to the application.
    const service = createTestClient(stack, stack.secretKey);
    expect((await service.auth.admin.getUserById(squatterId)).error?.status).toBe(404);
    const accounts = await accountsOn(application.email);
    expect(accounts.map((user) => user.id)).toEqual([answer.body.userId]);
    expect(accounts[0]!.app_metadata).toMatchObject({ role: 'vendor', application_id: application.id });
    // A fresh account carries the invite's metadata, which the invite template greets the vendor with.
    expect(accounts[0]!.user_metadata).toMatchObject({ full_name: application.contact, company: application.company });
    const linked = await service.from('vendor_applications').select('user_id').eq('client_id', application.id).single();
    expect(linked.data?.user_id).toBe(answer.body.userId);

    const mail = newestMail(application.email, 'invite');
    expect(mail?.text).toContain(`Hello ${application.contact},`);
    const vendor = createTestClient(stack);
    const accepted = await vendor.auth.verifyOtp({ token_hash: new URL(mail!.link).searchParams.get('token_hash')!, type: 'invite' });
    expect(accepted.error).toBeNull();
    expect(accepted.data.user?.id).toBe(answer.body.userId);

    // Right after the vendor accepts, and after they choose their own password, the squatter's password opens nothing.
    const early = await createTestClient(stack).auth.signInWithPassword({ email: application.email, password: 'squatter-pass-1' });
    expect(early.error?.message).toBe('Invalid login credentials');
    expect((await vendor.auth.updateUser({ password: 'vendor-pass-123' })).error).toBeNull();
    const late = await createTestClient(stack).auth.signInWithPassword({ email: application.email, password: 'squatter-pass-1' });
    expect(late.error?.message).toBe('Invalid login credentials');
    const vendorLogin = await createTestClient(stack).auth.signInWithPassword({ email: application.email, password: 'vendor-pass-123' });
    expect(vendorLogin.error).toBeNull();
    expect(vendorLogin.data.user?.app_metadata).toMatchObject({ role: 'vendor', application_id: application.id });
  });

  it('the auth server’s invite reuses an unconfirmed sign-up with its password, as hosted does, so it must not reach one', async () => {
    const service = createTestClient(stack, stack.secretKey);
    const email = uniqueEmail('reused');
    const squat = await createTestClient(stack).auth.signUp({ email, password: 'squatter-pass-1', options: { data: { full_name: 'Squatter' } } });
    expect(squat.error).toBeNull();

    // internal/api/invite.go: the same row is mailed again; the invite's data is not applied to it.
    const invited = await service.auth.admin.inviteUserByEmail(email, { data: { full_name: 'Real Vendor' } });
    expect(invited.error).toBeNull();
    expect(invited.data.user?.id).toBe(squat.data.user!.id);
    expect(invited.data.user?.user_metadata).toMatchObject({ full_name: 'Squatter' });
    const link = newestMail(email, 'invite')!.link;
    expect((await createTestClient(stack).auth.verifyOtp({ token_hash: new URL(link).searchParams.get('token_hash')!, type: 'invite' })).error).toBeNull();
    // Accepting the invite keeps the squatter's password: this is what vendor-invite's replacement prevents.
    const takeover = await createTestClient(stack).auth.signInWithPassword({ email, password: 'squatter-pass-1' });
    expect(takeover.error).toBeNull();

    // Once confirmed, the address is refused with email_exists.
    const again = await service.auth.admin.inviteUserByEmail(email);
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('a confirmed account on the address is still refused with 409, and is left as it is', async () => {
    const admin = await signInAdmin(stack);
    const application = await approvedApplication(admin);

    // The address's owner signed up and confirmed it through the mailed link: a real account, not a squatter.
    const owner = createTestClient(stack);
    const signedUp = await owner.auth.signUp({ email: application.email, password: 'owner-pass-123' });
    expect(signedUp.error).toBeNull();
    const confirmation = newestMail(application.email, 'signup');
    const confirmed = await owner.auth.verifyOtp({ token_hash: new URL(confirmation!.link).searchParams.get('token_hash')!, type: 'signup' });
    expect(confirmed.error).toBeNull();

    const answer = await invite(admin, application.id);
    expect(answer).toEqual({ status: 409, body: { error: 'This e-mail address already has an account' } });
    expect((await accountsOn(application.email)).map((user) => user.id)).toEqual([signedUp.data.user!.id]);
    expect(newestMail(application.email, 'invite')).toBeUndefined();
    const login = await createTestClient(stack).auth.signInWithPassword({ email: application.email, password: 'owner-pass-123' });
    expect(login.error).toBeNull();
  });
});
