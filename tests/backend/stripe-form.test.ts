// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { parseStripeForm, stringMap } from '../../supabase/local/stripe/form';

const polluted = () => ({}) as Record<string, unknown>;

afterEach(() => {
  // Clean up in case a regression did pollute, so later tests are not affected.
  for (const key of ['polluted', 'x']) delete (Object.prototype as Record<string, unknown>)[key];
});

describe('Stripe stand-in form parser', () => {
  it('still decodes nested params and arrays the way the stripe SDK sends them', () => {
    const params = parseStripeForm(
      'line_items[0][price]=price_1&line_items[0][quantity]=1&expand[0]=a&metadata[k]=v',
    );
    expect(params).toEqual({
      line_items: [{ price: 'price_1', quantity: '1' }],
      expand: ['a'],
      metadata: { k: 'v' },
    });
  });

  it('does not pollute Object.prototype through a __proto__[x]=y key', () => {
    const params = parseStripeForm('__proto__[polluted]=yes&metadata[__proto__][x]=y');
    expect(polluted().polluted).toBeUndefined();
    expect(polluted().x).toBeUndefined();
    expect(Object.hasOwn(params, '__proto__')).toBe(true);
  });

  it('does not pollute Object.prototype through a constructor[prototype][x]=y key', () => {
    parseStripeForm('constructor[prototype][polluted]=yes');
    parseStripeForm('metadata[constructor][prototype][x]=y');
    expect(polluted().polluted).toBeUndefined();
    expect(polluted().x).toBeUndefined();
  });

  it('keeps a metadata key named __proto__ as plain data without changing the prototype', () => {
    const map = stringMap(parseStripeForm('metadata[__proto__]=v&metadata[a]=b').metadata);
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
    expect(Object.entries(map)).toEqual([
      ['__proto__', 'v'],
      ['a', 'b'],
    ]);
  });
});
