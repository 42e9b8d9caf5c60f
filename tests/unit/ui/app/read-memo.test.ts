import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../../src/services/http';
import { forgetReads, memoRead } from '../../../../src/ui/kit/app/read-memo';
import { createAppRouter } from '../../../../src/router';
import type { SessionActorRef } from '../../../../src/ui/kit/app/app-services';

const client = () => ({}) as HttpClient;

/** A read that counts its calls and answers with the count. */
function counter() {
  let calls = 0;
  return {
    read: () => Promise.resolve(++calls),
    get calls() {
      return calls;
    },
  };
}

describe('reads shared between the addresses of one page', () => {
  it('answers from the memo within its age and reads again after it', async () => {
    const http = client();
    let now = 1_000;
    const clock = () => now;
    const course = counter();
    expect(await memoRead(http, 'course:1', 10_000, course.read, clock)).toBe(1);
    now += 9_999;
    expect(await memoRead(http, 'course:1', 10_000, course.read, clock)).toBe(1);
    now += 1;
    expect(await memoRead(http, 'course:1', 10_000, course.read, clock)).toBe(2);
    expect(course.calls).toBe(2);
  });

  it('keeps reads apart by key and by client', async () => {
    const one = client();
    const two = client();
    const reads = counter();
    expect(await memoRead(one, 'a', 10_000, reads.read)).toBe(1);
    expect(await memoRead(one, 'b', 10_000, reads.read)).toBe(2);
    expect(await memoRead(two, 'a', 10_000, reads.read)).toBe(3);
    expect(await memoRead(one, 'a', 10_000, reads.read)).toBe(1);
  });

  it('shares a read still on its way, and never keeps a failure', async () => {
    const http = client();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('gateway down'));
    };
    const first = memoRead(http, 'rank', 10_000, failing);
    const second = memoRead(http, 'rank', 10_000, failing);
    await expect(first).rejects.toThrow('gateway down');
    await expect(second).rejects.toThrow('gateway down');
    expect(calls).toBe(1);
    await expect(memoRead(http, 'rank', 10_000, failing)).rejects.toThrow('gateway down');
    expect(calls).toBe(2);
  });

  it('forgets everything of a client when told to', async () => {
    const http = client();
    const reads = counter();
    await memoRead(http, 'a', 10_000, reads.read);
    forgetReads(http);
    expect(await memoRead(http, 'a', 10_000, reads.read)).toBe(2);
  });

  it('is forgotten whenever the router is told its data is invalid (a write, a retry, a session change)', async () => {
    const http = client();
    const router = createAppRouter({ http, session: {} as SessionActorRef });
    const reads = counter();
    await memoRead(http, 'course:1', 10_000, reads.read);
    await router.invalidate().catch(() => undefined);
    expect(await memoRead(http, 'course:1', 10_000, reads.read)).toBe(2);
  });
});
