// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../contract/user';
import {
  clearSessionCache,
  readCachedUser,
  readCompanyId,
  writeCachedUser,
  writeCompanyId,
} from '../../../src/services/session-cache';

const user: SessionUser = {
  id: '1001',
  name: '张三',
  phone: '138****0001',
  empNo: 'E0001',
  headPortrait: '',
  isAdmin: 0,
  userType: 1,
  creditHour: 3,
  certificateCount: 1,
  enterpriseId: '11',
  enterpriseName: '星河科技',
  enterpriseLogo: '',
};

describe('session cache', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('keeps the user info and company id until cleared', async () => {
    writeCachedUser(user);
    writeCompanyId('11');
    expect(await readCachedUser()).toEqual(user);
    expect(readCompanyId()).toBe('11');

    clearSessionCache();
    expect(await readCachedUser()).toBeNull();
    expect(readCompanyId()).toBeNull();
  });

  it('ignores a cached user of another shape', async () => {
    localStorage.setItem('praxis.userInfo', JSON.stringify({ id: 1 }));
    expect(await readCachedUser()).toBeNull();
    localStorage.setItem('praxis.userInfo', '{not json');
    expect(await readCachedUser()).toBeNull();
  });

  it('never fails when the storage does', async () => {
    const broken: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => writeCachedUser(user, broken)).not.toThrow();
    expect(await readCachedUser(broken)).toBeNull();
    expect(readCompanyId(broken)).toBeNull();
    expect(() => clearSessionCache(broken)).not.toThrow();
  });
});
