// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorDocumentsBucket } from '../../src/lib/file-buckets.ts';
import { openDatabase } from '../../supabase/local/database.ts';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createTestClient, loopbackFetch, signInAdmin, signUpOwner, uniqueEmail, signInVendorAccount } from './support.ts';

/*
 * The Storage stand-in against the real @supabase/storage-js inside supabase-js. Routes, statuses and error bodies
 * follow supabase/storage: src/http/routes/object/{createObject,getSignedURL,getSignedObject,listObjects,
 * deleteObjects}.ts, src/http/routes/bucket/getBucket.ts, src/http/error-handler.ts (HTTP 400 for every error but a
 * 500, the error's own status in the body's `statusCode`), src/internal/errors/codes.ts (messages) and
 * src/storage/object.ts `signObjectUrl`/`verifyObjectSignature` (token claims `url`, `scope`, `exp`). The policies
 * are the migration's, written as Supabase's Storage access-control guide writes folder policies.
 */

const BUCKET = 'vendor-documents';
const pdf = (text = 'license') => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
});

afterAll(async () => {
  await stack?.stop();
});

/** A vendor account as vendor-invite makes one, signed in. */
async function signInVendor() {
  const { client, user } = await signInVendorAccount(stack);
  return { client, user };
}

type Vendor = Awaited<ReturnType<typeof signInVendor>>;

/** The body of a storage-js error: hosted's `{ statusCode, error, message }`. */
function errorBody(error: unknown) {
  const e = error as { statusCode?: string; message?: string; status?: number };
  return { statusCode: e.statusCode, message: e.message, status: e.status };
}

describe('Storage: uploads (createObject.ts, uploader.ts fileUploadFromRequest)', () => {
  let vendor: Vendor;
  beforeAll(async () => {
    vendor = await signInVendor();
  });

  it('a vendor uploads a PDF into their own folder as multipart (a Blob) and as a raw body, and gets the path back', async () => {
    const files = vendor.client.storage.from(BUCKET);
    const multipart = await files.upload(`${vendor.user.id}/license.pdf`, new Blob([pdf()], { type: 'application/pdf' }));
    expect(multipart.error).toBeNull();
    expect(multipart.data).toMatchObject({ path: `${vendor.user.id}/license.pdf`, fullPath: `${BUCKET}/${vendor.user.id}/license.pdf` });
    const raw = await files.upload(`${vendor.user.id}/w9.png`, png, { contentType: 'image/png' });
    expect(raw.error).toBeNull();
    const listed = await files.list(vendor.user.id);
    expect(listed.data?.map((entry) => entry.name).sort()).toEqual(['license.pdf', 'w9.png']);
    expect(listed.data?.find((entry) => entry.name === 'license.pdf')?.metadata).toMatchObject({ mimetype: 'application/pdf', size: pdf().length });
  });

  it('a second upload to the same name without upsert is a duplicate (409 in the body); storage-js’s default type is refused', async () => {
    const name = `${vendor.user.id}/twice.pdf`;
    const files = vendor.client.storage.from(BUCKET);
    expect((await files.upload(name, pdf(), { contentType: 'application/pdf' })).error).toBeNull();
    const again = await files.upload(name, pdf(), { contentType: 'application/pdf' });
    expect(errorBody(again.error)).toMatchObject({ statusCode: '409', message: 'The resource already exists', status: 400 });
    const untyped = await files.upload(`${vendor.user.id}/untyped.pdf`, pdf());
    expect(errorBody(untyped.error)).toMatchObject({ statusCode: '415', message: 'mime type text/plain;charset=UTF-8 is not supported' });
  });

  it('refuses a file over the bucket limit of 10 MiB with 413 in the body, though the other routes stop at 1 MiB', async () => {
    const files = vendor.client.storage.from(BUCKET);
    const justUnder = Buffer.concat([pdf(), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await files.upload(`${vendor.user.id}/big-ok.pdf`, justUnder, { contentType: 'application/pdf' })).error).toBeNull();
    const tooBig = Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const refused = await files.upload(`${vendor.user.id}/big.pdf`, new Blob([tooBig], { type: 'application/pdf' }));
    expect(errorBody(refused.error)).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size', status: 400 });
  });

  it('refuses a type the bucket does not list (415), and an executable renamed .pdf by its bytes', async () => {
    const files = vendor.client.storage.from(BUCKET);
    const html = await files.upload(`${vendor.user.id}/page.html`, Buffer.from('<html>'), { contentType: 'text/html' });
    expect(errorBody(html.error)).toMatchObject({ statusCode: '415', message: 'mime type text/html is not supported' });
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(64)]);
    const renamed = await files.upload(`${vendor.user.id}/invoice.pdf`, new Blob([exe], { type: 'application/pdf' }));
    expect(errorBody(renamed.error)).toMatchObject({ statusCode: '415', message: "The file's content is not application/pdf" });
    expect((await files.list(vendor.user.id, { search: 'invoice' })).data).toEqual([]);
  });

  it('an upload that breaks off half way stores nothing', async () => {
    const session = (await vendor.client.auth.getSession()).data.session!;
    const { port } = new URL(stack.apiUrl);
    await new Promise<void>((resolve) => {
      const req = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/storage/v1/object/${BUCKET}/${vendor.user.id}/half.pdf`,
        headers: {
          apikey: stack.publishableKey,
          authorization: `Bearer ${session.access_token}`,
          'content-type': 'application/pdf',
          'content-length': '4096',
        },
      });
      req.on('error', () => resolve());
      req.write(pdf());
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 200);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await vendor.client.storage.from(BUCKET).list(vendor.user.id, { search: 'half' })).data).toEqual([]);
  });
});

describe('Storage: who reads and writes what (policies on storage.objects)', () => {
  let first: Vendor;
  let second: Vendor;
  const name = () => `${first.user.id}/insurance.pdf`;

  beforeAll(async () => {
    first = await signInVendor();
    second = await signInVendor();
    const uploaded = await first.client.storage.from(BUCKET).upload(name(), pdf('insurance'), { contentType: 'application/pdf' });
    if (uploaded.error) throw uploaded.error;
  });

  it("a second vendor neither reads, signs nor lists the first's document, nor writes into their folder", async () => {
    const files = second.client.storage.from(BUCKET);
    expect(errorBody((await files.createSignedUrl(name(), 60)).error)).toMatchObject({ statusCode: '404', message: 'Object not found' });
    expect((await files.download(name())).error).not.toBeNull();
    expect((await files.list(first.user.id)).data).toEqual([]);
    const intruding = await files.upload(`${first.user.id}/fake.pdf`, pdf(), { contentType: 'application/pdf' });
    expect(errorBody(intruding.error)).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    expect(await files.remove([name()])).toMatchObject({ data: [], error: null });
  });

  it('an owner, a visitor and a vendor outside their folder get nothing; a path with .. is not a way out', async () => {
    const owner = await signUpOwner(stack);
    expect((await owner.client.storage.from(BUCKET).list(first.user.id)).data).toEqual([]);
    expect((await owner.client.storage.from(BUCKET).list('')).data).toEqual([]);
    expect((await createTestClient(stack).storage.from(BUCKET).list(first.user.id)).data).toEqual([]);
    const ownerUpload = await owner.client.storage.from(BUCKET).upload(`${owner.user.id}/x.pdf`, pdf(), { contentType: 'application/pdf' });
    expect(errorBody(ownerUpload.error)).toMatchObject({ statusCode: '403' });
    const session = (await second.client.auth.getSession()).data.session!;
    const escaped = await loopbackFetch(
      `${stack.apiUrl}/storage/v1/object/${BUCKET}/${second.user.id}/%2E%2E/${first.user.id}/insurance.pdf`,
      { method: 'POST', headers: { apikey: stack.publishableKey, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/pdf' }, body: pdf() },
    );
    // The URL parser resolves the dot segments, as a browser does, so the name is the first vendor's: refused.
    expect(escaped.status).toBe(400);
    expect(await escaped.json()).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    const kept = await first.client.storage.from(BUCKET).download(name());
    expect(Buffer.from(await kept.data!.arrayBuffer())).toEqual(pdf('insurance'));
    // With the slash escaped the URL parser keeps the segment, so the name would start in the caller's own folder.
    const encoded = await loopbackFetch(
      `${stack.apiUrl}/storage/v1/object/${BUCKET}/${second.user.id}/..%2F${first.user.id}%2Finsurance.pdf`,
      { method: 'POST', headers: { apikey: stack.publishableKey, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/pdf' }, body: pdf() },
    );
    expect(await encoded.json()).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
  });

  it('the policies themselves refuse a name with a .. segment, for a client that is not the stand-in', async () => {
    const allowed = await stack.db.transaction(async (tx) => {
      await tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: second.user.id, role: 'authenticated', app_metadata: { role: 'vendor' } }),
      ]);
      const { rows } = await tx.query<{ own: boolean; dotted: boolean }>(
        'select public.is_own_vendor_folder($1) as own, public.is_own_vendor_folder($2) as dotted',
        [`${second.user.id}/w9.pdf`, `${second.user.id}/../${first.user.id}/insurance.pdf`],
      );
      return rows[0];
    });
    expect(allowed).toEqual({ own: true, dotted: false });
  });

  it('an admin reads every vendor’s file through a signed URL but uploads nothing', async () => {
    const admin = await signInAdmin(stack);
    const files = admin.client.storage.from(BUCKET);
    expect((await files.list(first.user.id)).data?.map((entry) => entry.name)).toEqual(['insurance.pdf']);
    const signed = await files.createSignedUrl(name(), 60);
    expect(signed.error).toBeNull();
    const opened = await loopbackFetch(signed.data!.signedUrl);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await opened.arrayBuffer())).toEqual(pdf('insurance'));
    const upload = await files.upload(`${admin.user.id}/a.pdf`, pdf(), { contentType: 'application/pdf' });
    expect(errorBody(upload.error)).toMatchObject({ statusCode: '403' });
  });

  it('a vendor may not overwrite or delete a document the admin has verified, and may while it is not', async () => {
    const service = createTestClient(stack, stack.secretKey);
    const inserted = await service
      .from('vendor_documents')
      .insert({ vendor_id: first.user.id, kind: 'insurance', storage_path: name(), status: 'verified' });
    expect(inserted.error).toBeNull();
    const files = first.client.storage.from(BUCKET);
    const overwrite = await files.upload(name(), pdf('other'), { contentType: 'application/pdf', upsert: true });
    expect(errorBody(overwrite.error)).toMatchObject({ statusCode: '403' });
    expect(await files.remove([name()])).toMatchObject({ data: [], error: null });
    const kept = await files.download(name());
    expect(Buffer.from(await kept.data!.arrayBuffer())).toEqual(pdf('insurance'));

    await service.from('vendor_documents').update({ status: 'pending' }).eq('storage_path', name());
    expect((await files.upload(name(), pdf('replaced'), { contentType: 'application/pdf', upsert: true })).error).toBeNull();
    expect(Buffer.from(await (await files.download(name())).data!.arrayBuffer())).toEqual(pdf('replaced'));
    const removed = await files.remove([name()]);
    expect(removed.data?.map((row) => row.name)).toEqual([name()]);
  });
});

describe('Storage: signed URLs (getSignedURL.ts, getSignedObject.ts)', () => {
  let vendor: Vendor;
  beforeAll(async () => {
    vendor = await signInVendor();
    await vendor.client.storage.from(BUCKET).upload(`${vendor.user.id}/w9.pdf`, pdf('w9'), { contentType: 'application/pdf' });
  });

  it('signs `/object/sign/<bucket>/<name>?token=<JWT of url, scope and exp>` that opens with no key until it expires', async () => {
    const signed = await vendor.client.storage.from(BUCKET).createSignedUrl(`${vendor.user.id}/w9.pdf`, 3);
    expect(signed.error).toBeNull();
    const url = new URL(signed.data!.signedUrl);
    expect(url.pathname).toBe(`/storage/v1/object/sign/${BUCKET}/${vendor.user.id}/w9.pdf`);
    const claims = JSON.parse(Buffer.from(url.searchParams.get('token')!.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ url: `${BUCKET}/${vendor.user.id}/w9.pdf`, scope: 'download' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3);
    expect((await loopbackFetch(url)).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, Number(claims.exp) * 1000 - Date.now() + 300));
    const expired = await loopbackFetch(url);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ statusCode: '400', error: 'ExpiredToken', message: 'The provided token has expired.' });
  });

  it("a token opens only the object it was signed for", async () => {
    await vendor.client.storage.from(BUCKET).upload(`${vendor.user.id}/other.pdf`, pdf(), { contentType: 'application/pdf' });
    const signed = await vendor.client.storage.from(BUCKET).createSignedUrl(`${vendor.user.id}/w9.pdf`, 60);
    const moved = signed.data!.signedUrl.replace('/w9.pdf?', '/other.pdf?');
    const answer = await loopbackFetch(moved);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' });
  });
});

describe('Storage: bucket info (getBucket.ts; storage.buckets has RLS on)', () => {
  it('a vendor reads the bucket’s limits; an owner is told it does not exist; it is private', async () => {
    const vendor = await signInVendor();
    const bucket = await vendor.client.storage.getBucket(BUCKET);
    expect(bucket.data).toMatchObject({
      id: BUCKET,
      public: false,
      file_size_limit: 10 * 1024 * 1024,
      allowed_mime_types: ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'],
    });
    const owner = await signUpOwner(stack);
    expect(errorBody((await owner.client.storage.getBucket(BUCKET)).error)).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});

describe('Storage: update (updateObject.ts, PUT with isUpsert) and files kept under .local/', () => {
  it('storage-js update() replaces the bytes, and a persisted stack still serves them after a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'doorkeep-storage-files-'));
    let persisted: LocalStack | undefined;
    try {
      persisted = await startLocalStack({ port: 0, bcryptCost: 4, persistDir: dir });
      const service = createTestClient(persisted, persisted.secretKey);
      const email = uniqueEmail('vendor');
      const created = await service.auth.admin.createUser({ email, password: 'correct-horse-1', email_confirm: true, app_metadata: { role: 'vendor' } });
      const vendor = createTestClient(persisted);
      await vendor.auth.signInWithPassword({ email, password: 'correct-horse-1' });
      const name = `${created.data.user!.id}/license.pdf`;
      expect((await vendor.storage.from(BUCKET).upload(name, pdf('first'), { contentType: 'application/pdf' })).error).toBeNull();
      expect((await vendor.storage.from(BUCKET).update(name, pdf('second'), { contentType: 'application/pdf' })).error).toBeNull();
      await persisted.stop();
      persisted = await startLocalStack({ port: 0, bcryptCost: 4, persistDir: dir });
      const again = createTestClient(persisted);
      await again.auth.signInWithPassword({ email, password: 'correct-horse-1' });
      const kept = await again.storage.from(BUCKET).download(name);
      expect(Buffer.from(await kept.data!.arrayBuffer())).toEqual(pdf('second'));
    } finally {
      await persisted?.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('one bucket, three declarations', () => {
  it('src/lib/file-buckets.ts, the migration’s bucket row and config.toml’s [storage.buckets.vendor-documents] agree', async () => {
    const { rows } = await stack.db.query<{ public: boolean; file_size_limit: number; allowed_mime_types: string[] }>(
      'select public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [vendorDocumentsBucket.id],
    );
    expect(rows[0]).toEqual({
      public: false,
      file_size_limit: vendorDocumentsBucket.fileSizeLimit,
      allowed_mime_types: [...vendorDocumentsBucket.allowedMimeTypes],
    });
    const toml = readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8');
    const section = /\[storage\.buckets\.vendor-documents\]\n((?:[^[\n].*\n)*)/.exec(toml)?.[1] ?? '';
    expect(section).toContain('public = false');
    expect(section).toContain('file_size_limit = "10MiB"');
    expect(section).toContain(`allowed_mime_types = ${JSON.stringify(vendorDocumentsBucket.allowedMimeTypes).replace(/,/g, ', ')}`);
  });
});

describe('vendor_documents: the vendor files, the admin decides', () => {
  it('a vendor files pending documents only in their name, cannot verify one, and a replacement goes back to pending', async () => {
    const vendor = await signInVendor();
    const path1 = `${vendor.user.id}/license.pdf`;
    const filed = await vendor.client
      .from('vendor_documents')
      .insert({ vendor_id: vendor.user.id, kind: 'license', storage_path: path1, expires_on: '2027-06-30' })
      .select()
      .single();
    expect(filed.error).toBeNull();
    expect(filed.data).toMatchObject({ status: 'pending', decided_by: null });

    const other = await signInVendor();
    const forged = await vendor.client.from('vendor_documents').insert({ vendor_id: other.user.id, kind: 'w9', storage_path: `${other.user.id}/w9.pdf` });
    expect(forged.error?.code).toBe('42501');
    const selfVerified = await vendor.client.from('vendor_documents').update({ status: 'verified' }).eq('id', filed.data!.id);
    expect(selfVerified.error?.code).toBe('42501');

    const admin = await signInAdmin(stack);
    const noReason = await admin.client.from('vendor_documents').update({ status: 'rejected' }).eq('id', filed.data!.id);
    expect(noReason.error?.code).toBe('23514');
    const rejected = await admin.client
      .from('vendor_documents')
      .update({ status: 'rejected', rejection_reason: 'The license number is not readable.' })
      .eq('id', filed.data!.id)
      .select()
      .single();
    expect(rejected.data).toMatchObject({ status: 'rejected', decided_by: admin.user.id });
    expect(rejected.data?.decided_at).toBeTruthy();

    const replaced = await vendor.client
      .from('vendor_documents')
      .update({ storage_path: `${vendor.user.id}/license-2.pdf` })
      .eq('id', filed.data!.id)
      .select()
      .single();
    expect(replaced.data).toMatchObject({ status: 'pending', rejection_reason: null, decided_by: null, decided_at: null });
    expect((await other.client.from('vendor_documents').select('id').eq('id', filed.data!.id)).data).toEqual([]);
  });
});

describe('the storage schema on a database made before the stand-in served Storage', () => {
  it('is created when the old database is opened, and the migration then creates the bucket', async () => {
    // The migrations that build vendor documents on Storage are undone; later, unrelated ones stay applied.
    const documentMigrations = ['20261129100000', '20261129200000', '20261129300000', '20261130000000', '20261130100000', '20261130100100'];
    const dir = mkdtempSync(path.join(tmpdir(), 'doorkeep-storage-'));
    try {
      const old = await openDatabase(dir);
      await old.exec(`drop schema storage cascade;
        drop table public.vendor_documents cascade; drop table private.vendor_documents_superseded;
        drop function public.is_own_vendor_folder(text); drop function public.vendor_document_locked(text, text);
        drop function public.stamp_vendor_document();
        delete from supabase_migrations.schema_migrations where version in (${documentMigrations.map((version) => `'${version}'`).join(', ')});`);
      await old.close();
      const reopened = await openDatabase(dir);
      const { rows } = await reopened.query<{ id: string; name: string[] }>(
        "select id, storage.foldername('a/b/c.pdf') as name from storage.buckets",
      );
      expect(rows).toEqual([{ id: BUCKET, name: ['a', 'b'] }]);
      await reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
