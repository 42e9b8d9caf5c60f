import { fromPromise } from 'xstate';
import type { Website } from '../../../contract/system';
import type { Enterprise, SessionUser } from '../../../contract/user';
import { ApiError } from '../../../src/services/api-error';

/**
 * A promise actor the test settles by hand: every start is recorded with its input, and the test resolves
 * or rejects the latest one when it wants the machine to move on.
 */
export function controllable<Output, Input = unknown>() {
  const calls: Input[] = [];
  const pending: Array<{ resolve: (v: Output) => void; reject: (e: unknown) => void }> = [];
  const logic = fromPromise<Output, Input>(({ input }) => {
    calls.push(input);
    return new Promise<Output>((resolve, reject) => pending.push({ resolve, reject }));
  });
  const latest = () => {
    const p = pending.at(-1);
    if (!p) throw new Error('the actor was not started');
    return p;
  };
  return {
    logic,
    calls,
    resolve: async (value: Output) => {
      latest().resolve(value);
      await flush();
    },
    reject: async (error: unknown) => {
      latest().reject(error);
      await flush();
    },
  };
}

/** Lets settled promises reach the machine. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

export const apiError = (code: number, msg: string) => new ApiError(code, msg);

export const site: Website = {
  id: '1',
  eid: null,
  domain: 'localhost',
  websiteTitle: 'Praxis',
  websiteIco: '/favicon.ico',
  logo: '/logo.png',
  clientName: 'Praxis Demo',
  amapKeyId: '',
  amapKeySecret: '',
  mobileSite: '',
  registerEnabled: 1,
  qrProviders: ['wecom', 'dingtalk'],
};

export const boundSite: Website = { ...site, id: '2', eid: '11', domain: '127.0.0.1' };

export const user: SessionUser = {
  id: '1001',
  name: '张三',
  phone: '138****0001',
  empNo: 'E0001',
  headPortrait: '',
  isAdmin: 0,
  userType: 1,
  creditHour: 12,
  certificateCount: 2,
  enterpriseId: '11',
  enterpriseName: '星河科技',
  enterpriseLogo: '',
};

export const userWithoutCompany: SessionUser = { ...user, enterpriseId: null, enterpriseName: '' };
export const userInOtherCompany: SessionUser = { ...user, enterpriseId: '12', enterpriseName: '远山制造' };

export const enterprises: Enterprise[] = [
  { id: '11', name: '星河科技', logo: '', current: 0 },
  { id: '12', name: '远山制造', logo: '', current: 0 },
];
