import type { SessionUser } from '../../contract/user';

const USER_KEY = 'praxis.userInfo';
const COMPANY_KEY = 'praxis.companyId';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Some sandboxed frames throw on the mere access.
    return undefined;
  }
}

// Storage can throw (quota, privacy modes): the cache is a convenience, never a reason to fail.
function attempt<T>(fallback: T, run: () => T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/**
 * The signed-in user as last loaded, for an instant header on the next visit; null when absent or stale-shaped.
 * The shape is checked with the contract's schema, loaded on demand like every answer's (see `http.ts`).
 */
export async function readCachedUser(storage = defaultStorage()): Promise<SessionUser | null> {
  try {
    const raw = storage?.getItem(USER_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    const { sessionUser } = await import('../../contract/user');
    const parsed = sessionUser.safeParse(value);
    return parsed.success ? parsed.data : null;
  } catch {
    // Unreadable storage, a corrupt entry or a schema chunk that did not load: no cached user.
    return null;
  }
}

export function writeCachedUser(user: SessionUser, storage = defaultStorage()): void {
  attempt(undefined, () => storage?.setItem(USER_KEY, JSON.stringify(user)));
}

export function readCompanyId(storage = defaultStorage()): string | null {
  return attempt(null, () => storage?.getItem(COMPANY_KEY) ?? null);
}

export function writeCompanyId(companyId: string, storage = defaultStorage()): void {
  attempt(undefined, () => storage?.setItem(COMPANY_KEY, companyId));
}

/** Spec §4: logout clears the cached user info and the company id (the token cookie is cleared separately). */
export function clearSessionCache(storage = defaultStorage()): void {
  attempt(undefined, () => {
    storage?.removeItem(USER_KEY);
    storage?.removeItem(COMPANY_KEY);
  });
}
