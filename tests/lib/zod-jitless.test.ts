import { describe, expect, it } from 'vitest';
import '@/lib/zod-jitless';
import { z } from 'zod';

describe('zod-jitless', () => {
  it("turns on Zod's jitless setting, so Zod never probes for eval under the site's CSP", () => {
    expect(z.config().jitless).toBe(true);
  });

  it('leaves parsing as it was', () => {
    const schema = z.object({ email: z.string().email(), count: z.number().int() });
    expect(schema.parse({ email: 'a@b.co', count: 2, extra: true })).toEqual({ email: 'a@b.co', count: 2 });
    expect(schema.safeParse({ email: 'nope', count: 1.5 }).success).toBe(false);
  });
});
