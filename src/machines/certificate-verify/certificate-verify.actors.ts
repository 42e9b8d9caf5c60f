import { fromPromise } from 'xstate';
import { Code } from '../../../contract/envelope.routes';
import { isApiError } from '../../services/api-error';
import { certificateIssuer, certificateStanding } from '../../services/api/certificate';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { certificateVerifyMachine } from './certificate-verify.machine';
import type { VerifyCheck, VerifyLookup } from './certificate-verify.types';

type Implementations = Parameters<typeof certificateVerifyMachine.provide>[0];

/** How the page reads a credential and checks a signature (the credential-check module, loaded with the page). */
export interface CredentialReader {
  tokenOf: (text: string) => string | null;
  codeOf: (token: string) => string | null;
  check: (token: string, lookup: VerifyLookup) => Promise<Omit<VerifyCheck, 'elapsedMs' | 'checkedAt'>>;
}

const QUIET = { isShowErrTip: false } as const;

/** `certificateVerifyMachine.provide(createCertificateVerifyImplementations(http, reader))`. */
export function createCertificateVerifyImplementations(
  http: HttpClient,
  reader: CredentialReader,
  clock: () => number = () => Date.now(),
): Implementations {
  /** The standing by code; null when no certificate of the site has it (the gateway's refusal, code 999). */
  const standingOf = (code: string) =>
    certificateStanding(http, { code }, QUIET).catch((error: unknown) => {
      if (isApiError(error) && error.code === Code.error) return null;
      throw error;
    });
  return {
    actors: {
      lookup: fromPromise(({ input }: { input: { code: string | null; text: string } }) =>
        settled(http, async (): Promise<VerifyLookup | null> => {
          const given = input.code === null ? reader.tokenOf(input.text) : null;
          if (input.code === null && given === null) return null;
          const code = input.code ?? (given === null ? null : reader.codeOf(given));
          const [issuer, standing] = await Promise.all([
            certificateIssuer(http, QUIET),
            code === null ? Promise.resolve(null) : standingOf(code),
          ]);
          const token = given ?? standing?.credential ?? null;
          return token === null ? null : { issuer, standing, token };
        }),
      ),
      check: fromPromise(async ({ input }: { input: { token: string; lookup: VerifyLookup } }) => {
        const started = performance.now();
        const result = await reader.check(input.token, input.lookup);
        return { ...result, elapsedMs: performance.now() - started, checkedAt: clock() };
      }),
    },
  };
}
