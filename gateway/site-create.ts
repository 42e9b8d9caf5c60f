import type { Config } from './config';
import { DataDirError } from './db/client';
import { initDatabase } from './db/init';
import {
  SITE_CREATE_USAGE,
  SiteExistsError,
  SiteRequestError,
  createSite,
  parseSiteArgs,
  type SiteRequest,
} from './db/provision';
import { safeError } from './http/logging';

/** Where the command writes: the terminal, or a test's buffer. */
export interface CommandIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

function createdText(request: SiteRequest, password: string): string {
  return [
    '',
    `Site created: ${request.title}, on https://${request.host} (bound to ${request.company})`,
    `Administrator: ${request.adminName}, signs in with ${request.adminPhone}`,
    'Password, shown this once (only its hash is stored):',
    '',
    `    ${password}`,
    '',
    'Sign in on the site with this phone number and password, then change the password at once',
    '(user menu → 修改密码 / Change password). Keep it out of chat logs, tickets and shell history.',
    'Sign-up is closed on the new site; its navigation, footer and agreements are defaults to edit.',
    '',
  ].join('\n');
}

/**
 * `npm run site:create`: migrates the configured database (never seeding the demo into it), then creates the
 * site. Answers the exit code: 0 created, 1 refused or failed, 2 bad arguments or configuration.
 */
export async function runSiteCreate(
  argv: string[],
  makeConfig: () => Config,
  io: CommandIo,
): Promise<number> {
  let request: SiteRequest;
  try {
    request = parseSiteArgs(argv);
  } catch (err) {
    if (!(err instanceof SiteRequestError)) throw err;
    io.err(`site:create: ${err.message}\n\n${SITE_CREATE_USAGE}\n`);
    return 2;
  }
  let config: Config;
  try {
    config = makeConfig();
  } catch (err) {
    // The gateway's own settings, read as the gateway reads them: the message names every wrong variable.
    io.err(`site:create: ${err instanceof Error ? err.message : String(err)}\n`);
    return 2;
  }
  try {
    const db = await initDatabase({ ...config, seedDemo: false });
    try {
      const created = await createSite(db.db, request, { passwordCost: config.passwordCost });
      io.out(createdText(request, created.password));
      return 0;
    } finally {
      await db.close();
    }
  } catch (err) {
    if (err instanceof SiteExistsError) {
      io.err(`site:create: refused, ${err.message}; nothing was changed.\n`);
      return 1;
    }
    if (err instanceof DataDirError) {
      io.err(`site:create: ${err.message}\n`);
      return 1;
    }
    // Without bound parameters: a failed insert would otherwise print the password's hash.
    io.err(`site:create failed: ${JSON.stringify(safeError(err), null, 2)}\n`);
    return 1;
  }
}
