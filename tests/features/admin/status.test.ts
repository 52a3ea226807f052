import { describe, expect, it } from 'vitest';
import { statusDisplay, statusLabel } from '@/features/admin/lib/status';

describe('status display', () => {
  it('shows underscores as spaces', () => {
    expect(statusLabel('pending_payment')).toBe('pending payment');
    expect(statusLabel('confirmed')).toBe('confirmed');
  });

  it('colours approved and confirmed green, pending yellow, declined red, pending payment orange, anything else grey', () => {
    expect(statusDisplay('approved')).toEqual({ label: 'approved', tone: 'green' });
    expect(statusDisplay('confirmed').tone).toBe('green');
    expect(statusDisplay('pending').tone).toBe('yellow');
    expect(statusDisplay('declined').tone).toBe('red');
    expect(statusDisplay('pending_payment')).toEqual({ label: 'pending payment', tone: 'orange' });
    expect(statusDisplay('refunded').tone).toBe('grey');
  });
});
