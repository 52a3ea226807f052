// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { htmlToText, renderAuthTemplate } from '../../supabase/local/auth-template.ts';
import { readAuthEmailTemplate } from '../../supabase/local/stack.ts';

/**
 * The vendor invite as hosted Auth renders supabase/templates/invite.html and the subject in config.toml: Go's
 * html/template with the invite's values (supabase/auth internal/mailer/templatemailer/templatemailer.go InviteMail).
 * The local stand-in renders the same two files, so these tests hold for what hosted sends.
 */
const template = readAuthEmailTemplate('invite');

const values = (data: Record<string, unknown>) => ({
  SiteURL: 'https://www.doorkeep.example',
  ConfirmationURL: 'https://ref.supabase.co/auth/v1/verify?token=abc&type=invite',
  Email: 'fixit@example.com',
  TokenHash: 'a1b2c3',
  RedirectTo: 'https://www.doorkeep.example/vendor-login',
  Data: data,
});

const render = (data: Record<string, unknown>) => {
  const html = renderAuthTemplate(template.body, values(data));
  return { subject: renderAuthTemplate(template.subject, values(data)), html, text: htmlToText(html) };
};

describe('the vendor invite e-mail', () => {
  it('says the application was approved, with its number, the company and what the portal is for', () => {
    const mail = render({ full_name: 'Sam Rivera', company: 'FixIt Co', application_number: 'VN-ABC123XYZ' });
    expect(mail.subject).toBe('Your DoorKeep vendor application is approved [VN-ABC123XYZ]');
    expect(mail.text).toContain('Hello Sam Rivera,');
    expect(mail.text).toContain('we approved your application to join the DoorKeep vendor network for FixIt Co.');
    expect(mail.text).toContain('Application number: VN-ABC123XYZ');
    expect(mail.text).toContain('keep your business profile up to date');
    expect(mail.text).toContain('see the jobs DoorKeep sends you');
    expect(mail.text).toContain('you sign in with fixit@example.com');
    expect(mail.html).toContain('<a href="https://www.doorkeep.example/vendor-login?token_hash=a1b2c3&amp;type=invite">');
    // The template's own notes are a Go comment: never sent.
    expect(mail.html).not.toContain('html/template');
  });

  it('escapes what the applicant typed, as html/template does', () => {
    const mail = render({ full_name: 'Sam <b>', company: 'Fix & "Co"', application_number: 'VN-ABC123XYZ' });
    expect(mail.html).toContain('Hello Sam &lt;b&gt;,');
    expect(mail.html).toContain('for Fix &amp; &#34;Co&#34;.');
    expect(mail.text).toContain('for Fix & "Co".');
  });

  it('reads well for an account invited before its metadata carried the number (a resend keeps the old metadata)', () => {
    const mail = render({ full_name: 'Sam Rivera', company: 'FixIt Co' });
    expect(mail.subject).toBe('Your DoorKeep vendor application is approved');
    expect(mail.text).not.toContain('Application number');
    const bare = render({});
    expect(bare.text).toContain('Hello,');
    expect(bare.text).toContain('we approved your application to join the DoorKeep vendor network.');
  });

  it('refuses a template action the stand-in does not render, rather than sending it half done', () => {
    expect(() => renderAuthTemplate('{{ range .Data }}x{{ end }}', values({}))).toThrow(/Unsupported template action/);
    expect(() => renderAuthTemplate('{{ .Token }}', values({}))).toThrow(/\.Token/);
    expect(() => renderAuthTemplate('{{ if .Data.x }}open', values({}))).toThrow(/without its \{\{ end \}\}/);
  });
});
