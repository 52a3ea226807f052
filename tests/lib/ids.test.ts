import { describe, expect, it, vi } from 'vitest';
import { idPatterns, newId, randomCode } from '@/lib/ids';

describe('ids', () => {
  it('are a NEWS-, WAIT-, VEN-, VN- or DK- prefix and nine capitals or digits', () => {
    expect(newId.newsletter()).toMatch(/^NEWS-[A-Z0-9]{9}$/);
    expect(newId.waitlist()).toMatch(/^WAIT-[A-Z0-9]{9}$/);
    expect(newId.vendorApplication()).toMatch(/^VEN-[A-Z0-9]{9}$/);
    expect(newId.applicationNumber()).toMatch(/^VN-[A-Z0-9]{9}$/);
    expect(newId.supportTicket()).toMatch(/^DK-[A-Z0-9]{9}$/);
    expect(idPatterns.supportTicket.test(newId.supportTicket())).toBe(true);
  });

  it('draw 10,000 ids without a collision', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => newId.waitlist()));
    expect(ids.size).toBe(10_000);
  });

  it('use the crypto random source, never Math.random', () => {
    const mathRandom = vi.spyOn(Math, 'random');
    const cryptoRandom = vi.spyOn(crypto, 'getRandomValues');
    randomCode();
    expect(mathRandom).not.toHaveBeenCalled();
    expect(cryptoRandom).toHaveBeenCalled();
  });

  it('only use the characters of its alphabet', () => {
    expect(randomCode(200, 'AB')).toMatch(/^[AB]{200}$/);
  });
});
