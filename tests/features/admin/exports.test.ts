import { describe, expect, it } from 'vitest';
import { csvCell, exportFileName, newsletterCsv, newsletterEmailsText, vendorApplicationsCsv, waitlistCsv } from '@/features/admin/lib/exports';
import { createNewsletterSignup, createVendorApplication, createWaitlistSignup } from '../../factories/submissions';

describe('newsletter exports', () => {
  const signups = [
    createNewsletterSignup({ id: 'NEWS-AAAAAAAAA', email: 'ann@example.com', signupDate: '2025-01-20T15:30:00.000Z' }),
    createNewsletterSignup({ id: 'NEWS-BBBBBBBBB', email: 'bo@example.com', source: 'resources', signupDate: '2025-01-21T09:00:00.000Z' }),
  ];

  it('writes every email on its own line', () => {
    expect(newsletterEmailsText(signups)).toBe('ann@example.com\nbo@example.com\n');
    expect(newsletterEmailsText([])).toBe('');
  });

  it('names files with the local date', () => {
    expect(exportFileName('newsletter-emails', 'txt', new Date(2025, 0, 5, 23, 30))).toBe('newsletter-emails-2025-01-05.txt');
  });

  it('writes every column as CSV with a header row', () => {
    expect(newsletterCsv(signups)).toBe(
      'id,email,source,signupDate\r\n' +
        'NEWS-AAAAAAAAA,ann@example.com,homepage,2025-01-20T15:30:00.000Z\r\n' +
        'NEWS-BBBBBBBBB,bo@example.com,resources,2025-01-21T09:00:00.000Z\r\n',
    );
  });

  it('escapes cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    // A formula in a stored source (free text) is escaped in the file too.
    const csv = newsletterCsv([createNewsletterSignup({ id: 'NEWS-CCCCCCCCC', email: 'c@example.com', source: '=cmd|/c calc' })]);
    expect(csv.split('\r\n')[1]).toBe("NEWS-CCCCCCCCC,c@example.com,'=cmd|/c calc,2025-01-20T15:30:00.000Z");
  });
});

describe('vendor application export', () => {
  it("carries the vendor's notes beside the contact hours, quoted when they hold line breaks", () => {
    const [header, row] = vendorApplicationsCsv([
      createVendorApplication({ contactHours: 'Custom Hours (will specify in notes)', notes: 'Tue-Sat 7 AM - 3 PM\nClosed on holidays' }),
    ]).split('\r\n');
    expect(header).toContain(',contactHours,notes,preferredQuoteMethod,');
    expect(row).toContain(',Custom Hours (will specify in notes),"Tue-Sat 7 AM - 3 PM\nClosed on holidays",email,');
  });
});

describe('waitlist export', () => {
  it("ends each signup's row with its deposit history's totals, under column names of their own", () => {
    const signup = createWaitlistSignup({ id: 'WAIT-RETURNER1', firstName: 'Rosa', lastName: 'Returner', depositPaid: true, depositAmount: 99, status: 'confirmed' });
    const [header, row] = waitlistCsv([
      { ...signup, depositTotals: { payments: 3, refunds: 2, amountPaid: 297, amountRefunded: 198, amountHeld: 99 } },
    ]).split('\r\n');
    expect(header!.split(',').slice(-5)).toEqual([
      'depositPayments',
      'depositRefunds',
      'depositAmountPaid',
      'depositAmountRefunded',
      'depositAmountHeld',
    ]);
    expect(row!.split(',').slice(-5)).toEqual(['3', '2', '297', '198', '99']);
    expect(row).toContain('WAIT-RETURNER1,Rosa,Returner');
  });
});
