import { describe, expect, it } from 'vitest';
import { parseWithoutEval, type ZodGlobal } from '../../../src/services/zod-setup';

describe('parseWithoutEval', () => {
  it('turns zod to parsing without compiled code, before or after zod has loaded', async () => {
    const fresh: ZodGlobal = {};
    parseWithoutEval(fresh);
    expect(fresh.__zod_globalConfig).toEqual({ jitless: true });

    parseWithoutEval();
    // zod reads the same shared object: its own configuration now says so.
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // Parsing still works without compiling.
    expect(z.object({ a: z.string() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x' });
  });
});
