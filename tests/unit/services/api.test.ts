import { describe, expect, it } from 'vitest';
import type { Endpoint, LazyEndpoint } from '../../../contract/endpoint';
import { systemApi } from '../../../contract/system';
import { userApi } from '../../../contract/user';
import * as systemFns from '../../../src/services/api/system';
import * as userFormFns from '../../../src/services/api/user-forms';
import * as userSessionFns from '../../../src/services/api/user';
import type { CallOptions, HttpClient } from '../../../src/services/http';

interface Recorded {
  endpoint: LazyEndpoint;
  payload: unknown;
  opts: CallOptions | undefined;
}

function recordingHttp(calls: Recorded[]): HttpClient {
  const call = (endpoint: LazyEndpoint, payload: unknown, opts?: CallOptions) => {
    calls.push({ endpoint, payload, opts });
    return Promise.resolve(null);
  };
  return {
    call: call as HttpClient['call'],
    upload: () => Promise.reject(new Error('not used')),
    toApiError: () => {
      throw new Error('not used');
    },
  };
}

const domains = [
  {
    name: 'user',
    contract: userApi as Record<string, Endpoint>,
    fns: { ...userSessionFns, ...userFormFns } as Record<string, unknown>,
  },
  {
    name: 'system',
    contract: systemApi as Record<string, Endpoint>,
    fns: systemFns as Record<string, unknown>,
  },
];

describe.each(domains)('$name api functions', ({ contract, fns }) => {
  it('has exactly one function per contract entry, named like its key', () => {
    expect(Object.keys(fns).sort()).toEqual(Object.keys(contract).sort());
  });

  it.each(Object.keys(contract))('%s calls its own endpoint with the payload and options', async (key) => {
    const fn = fns[key] as (http: HttpClient, ...rest: unknown[]) => Promise<unknown>;
    const calls: Recorded[] = [];
    const http = recordingHttp(calls);
    const opts: CallOptions = { isShowErrTip: false };
    const takesPayload = fn.length === 3;
    const payload = { probe: key };
    await (takesPayload ? fn(http, payload, opts) : fn(http, opts));
    expect(calls).toHaveLength(1);
    const called = calls[0]?.endpoint;
    const declared = contract[key];
    if (!called || !declared) throw new Error(`no call or no contract entry for ${key}`);
    expect({ method: called.method, path: called.path, noEnterprise: called.noEnterprise }).toEqual({
      method: declared.method,
      path: declared.path,
      noEnterprise: declared.noEnterprise,
    });
    // The schema it loads on demand is the contract entry's own.
    expect(await called.response()).toBe(declared.response);
    expect(calls[0]?.opts).toBe(opts);
    expect(calls[0]?.payload).toEqual(takesPayload ? payload : {});
  });
});
