import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { QrStatus, type SignIn } from '../../../contract/user';
import type { Db } from '../../db/client';
import { qrTicket, website } from '../../db/schema';
import type { Site } from '../../http/context';
import { BizError } from '../../http/errors';
import { seal, unseal } from '../../http/seal';
import { hashToken, revokeToken } from '../../http/tokens';
import { findAccountByPhone } from './accounts';
import { sha256Hex } from './digest';
import { completeSignIn } from './memberships';
import type { QrDriver } from './qr-providers';

export const QR_TTL_SECONDS = 120;

/*
 * The sign-in a confirmed ticket holds until the portal collects it is sealed under the ticket itself, which
 * only the portal and the phone ever see (the row keeps its hash): the row alone gives no usable token.
 */
const QR_SEAL_PURPOSE = 'praxis qr sign-in v1';

type Ticket = typeof qrTicket.$inferSelect;

function secondsLeft(ticket: Pick<Ticket, 'expiresAt'>, now: Date): number {
  return Math.max(0, Math.ceil((ticket.expiresAt.getTime() - now.getTime()) / 1000));
}

/** The status as seen now: an open ticket past its expiry is expired whatever the row says. */
function effectiveStatus(ticket: Ticket, now: Date): number {
  const open = ticket.status === QrStatus.waiting || ticket.status === QrStatus.scanned;
  return open && ticket.expiresAt.getTime() <= now.getTime() ? QrStatus.expired : ticket.status;
}

async function findTicket(db: Db, tenantId: string, ticket: string): Promise<Ticket> {
  const rows = await db
    .select()
    .from(qrTicket)
    .where(and(eq(qrTicket.ticketHash, sha256Hex(ticket)), eq(qrTicket.tenantId, tenantId)))
    .limit(1);
  const row = rows[0];
  if (!row) throw new BizError('user.qr.invalid');
  return row;
}

export async function createTicket(
  db: Db,
  site: Site,
  driver: QrDriver,
  origin: string,
  now: Date,
): Promise<{ ticket: string; qrContent: string; expiresIn: number }> {
  const ticket = randomBytes(32).toString('base64url');
  await db.insert(qrTicket).values({
    ticketHash: sha256Hex(ticket),
    tenantId: site.tenantId,
    websiteId: site.id,
    provider: driver.provider,
    status: QrStatus.waiting,
    expiresAt: new Date(now.getTime() + QR_TTL_SECONDS * 1000),
    gmtCreate: now,
  });
  return { ticket, qrContent: driver.qrContent(ticket, origin), expiresIn: QR_TTL_SECONDS };
}

/** What the portal's poll sees; a confirmed sign-in is handed over exactly once. */
export async function ticketStatus(
  db: Db,
  site: Site,
  ticket: string,
  now: Date,
): Promise<{ status: number; expiresIn: number; signIn: SignIn | null }> {
  const row = await findTicket(db, site.tenantId, ticket);
  const status = effectiveStatus(row, now);
  let signIn: SignIn | null = null;
  if (status === QrStatus.confirmed && row.issuedToken !== null) {
    // Clearing and reading in one statement: of two concurrent polls only one gets the token.
    const taken = await db
      .update(qrTicket)
      .set({ issuedToken: null })
      .where(
        and(
          eq(qrTicket.ticketHash, row.ticketHash),
          eq(qrTicket.tenantId, site.tenantId),
          isNotNull(qrTicket.issuedToken),
        ),
      )
      .returning({ token: qrTicket.issuedToken, chooseEnterprise: qrTicket.chooseEnterprise });
    const first = taken[0];
    // `returning` yields the row after the update, so the sealed token comes from the row read before it.
    const token = first && row.issuedToken ? unseal(row.issuedToken, ticket, QR_SEAL_PURPOSE) : null;
    if (first && token) signIn = { token, chooseEnterprise: first.chooseEnterprise === 1 ? 1 : 0 };
  }
  return { status, expiresIn: secondsLeft(row, now), signIn };
}

export type QrAction = 'scan' | 'confirm' | 'cancel';

/** The ticket's site, for the sign-in scope (the company it is bound to, if any). */
async function ticketSite(db: Db, row: Ticket) {
  const rows = await db
    .select({ id: website.id, eid: website.eid })
    .from(website)
    .where(and(eq(website.tenantId, row.tenantId), eq(website.id, row.websiteId)))
    .limit(1);
  const site = rows[0];
  if (!site) throw new BizError('user.qr.invalid');
  return site;
}

function assertOpen(row: Ticket, now: Date): void {
  const status = effectiveStatus(row, now);
  if (status === QrStatus.expired) throw new BizError('user.qr.expired');
  if (status !== QrStatus.waiting && status !== QrStatus.scanned) throw new BizError('user.qr.used');
}

async function transition(db: Db, row: Ticket, now: Date, set: Partial<Ticket>): Promise<boolean> {
  const updated = await db
    .update(qrTicket)
    .set(set)
    .where(
      and(
        eq(qrTicket.ticketHash, row.ticketHash),
        eq(qrTicket.tenantId, row.tenantId),
        inArray(qrTicket.status, [QrStatus.waiting, QrStatus.scanned]),
        gt(qrTicket.expiresAt, now),
      ),
    )
    .returning({ status: qrTicket.status });
  return updated.length > 0;
}

/**
 * The phone's side: scan, then confirm as the account with `phone` (the one the provider vouched for, or the
 * one typed on the demo page), or cancel.
 */
export async function actOnTicket(
  db: Db,
  tenantId: string,
  ticket: string,
  action: QrAction,
  phone: string | undefined,
  now: Date,
  /** Throws when the ticket's provider may not be acted on this way (the demo page only drives demo tickets). */
  allowProvider: (provider: string) => void,
): Promise<{ status: number }> {
  const row = await findTicket(db, tenantId, ticket);
  allowProvider(row.provider);
  assertOpen(row, now);
  if (action === 'scan') {
    if (!(await transition(db, row, now, { status: QrStatus.scanned }))) throw new BizError('user.qr.used');
    return { status: QrStatus.scanned };
  }
  if (action === 'cancel') {
    if (!(await transition(db, row, now, { status: QrStatus.cancelled }))) throw new BizError('user.qr.used');
    return { status: QrStatus.cancelled };
  }
  if (!phone) throw new BizError('user.qr.phoneRequired');
  const account = await findAccountByPhone(db, row.tenantId, phone);
  if (!account) throw new BizError('user.qr.unknownPhone');
  if (account.statusId !== 1) throw new BizError('user.signIn.disabled');
  const site = await ticketSite(db, row);
  const signIn = await completeSignIn(
    db,
    { tenantId: row.tenantId, websiteId: site.id, eid: site.eid },
    account.id,
    now,
  );
  const claimed = await transition(db, row, now, {
    status: QrStatus.confirmed,
    userId: account.id,
    issuedToken: seal(signIn.token, ticket, QR_SEAL_PURPOSE),
    chooseEnterprise: signIn.chooseEnterprise,
  });
  if (!claimed) {
    // Someone cancelled or confirmed in between: the token just issued must not outlive this call.
    await revokeToken(db, hashToken(signIn.token), 'replaced', now);
    throw new BizError('user.qr.used');
  }
  return { status: QrStatus.confirmed };
}
