import { fromPromise } from 'xstate';
import type { SessionUser, SignIn } from '../../../contract/user';
import { readToken, clearToken, writeToken } from '../../services/cookies';
import type { CallOptions, HttpClient } from '../../services/http';
import { clearSessionCache, writeCachedUser, writeCompanyId } from '../../services/session-cache';
import { publicKey, websiteView } from '../../services/api/system';
import {
  chooseEnterprise,
  currentUser,
  enterpriseList,
  loginByEmpNo,
  loginByPassword,
  loginBySmsCode,
  logout,
} from '../../services/api/user';
import { settled } from '../shared/settled';
import type { sessionMachine } from './session.machine';
import type { SessionInput, SignInRequest } from './session.types';

type SessionImplementations = Parameters<typeof sessionMachine.provide>[0];

/** The session shows its failures inline (login form, boot page): no toasts for its own calls. */
const SILENT: CallOptions & { _No_dispose?: false } = { isShowErrTip: false };

/** The start-up input: the token cookie as it is now. */
export function createSessionInput(): SessionInput {
  return { token: readToken() ?? null };
}

/**
 * Password fields travel encrypted with the site key when the browser can (see password-crypto.ts). A key
 * that cannot be fetched or used falls back to the plain value, which the gateway accepts too.
 */
async function protectPassword(http: HttpClient, plain: string): Promise<string> {
  try {
    // The cipher's code comes with the first password sent, not with every page's start-up.
    const [{ publicKey: key }, { encryptPassword }] = await Promise.all([
      publicKey(http, SILENT),
      import('../../services/password-crypto'),
    ]);
    return await encryptPassword(key, plain);
  } catch {
    return plain;
  }
}

async function signIn(http: HttpClient, request: SignInRequest): Promise<SignIn> {
  switch (request.method) {
    case 'password': {
      const { method: _method, password, ...rest } = request;
      return loginByPassword(http, { ...rest, password: await protectPassword(http, password) }, SILENT);
    }
    case 'empNo': {
      const { method: _method, password, ...rest } = request;
      return loginByEmpNo(http, { ...rest, password: await protectPassword(http, password) }, SILENT);
    }
    case 'sms': {
      const { method: _method, ...rest } = request;
      return loginBySmsCode(http, rest, SILENT);
    }
  }
}

/** The real side effects of the session: `sessionMachine.provide(createSessionImplementations(http))`. */
export function createSessionImplementations(http: HttpClient): SessionImplementations {
  // The boot asks for the stored token's user together with the site instead of one round trip after it; the
  // machine still takes the user only once the site has arrived (its `loadUser` then finds the answer under
  // way). Kept for that token alone, so a later sign-in never receives it.
  let early: { token: string; user: Promise<SessionUser> } | null = null;
  const userOf = () => settled(http, () => currentUser(http, SILENT));
  return {
    actors: {
      loadSite: fromPromise(() => {
        const token = readToken();
        early = token ? { token, user: userOf() } : null;
        // Until the machine asks, a failure of the early call is only held, not unhandled.
        early?.user.catch(() => {});
        return settled(http, () => websiteView(http, {}, SILENT));
      }),
      loadUser: fromPromise(() => {
        const held = early;
        early = null;
        return held && held.token === readToken() ? held.user : userOf();
      }),
      signIn: fromPromise<SignIn, SignInRequest>(({ input }) => settled(http, () => signIn(http, input))),
      loadEnterprises: fromPromise(() => settled(http, () => enterpriseList(http, SILENT))),
      chooseEnterprise: fromPromise<SignIn, { enterpriseId: string }>(({ input }) =>
        settled(http, () => chooseEnterprise(http, input, SILENT)),
      ),
      logout: fromPromise<void>(() => settled(http, async () => void (await logout(http, SILENT)))),
    },
    actions: {
      persistToken: (_, params) => writeToken(params.token),
      clearSession: () => {
        clearToken();
        clearSessionCache();
      },
      cacheUser: (_, params) => {
        writeCachedUser(params.user);
        if (params.user.enterpriseId !== null) writeCompanyId(params.user.enterpriseId);
      },
    },
  };
}
