import type { QrProvider, QrStatus, SignIn } from '../../../contract/user';
import type { FailureFields } from '../shared/failure';

export type QrStatusValue = (typeof QrStatus)[keyof typeof QrStatus];

/** `error` / `errorCode`: see ../failure.ts. */
export interface QrSignInContext extends FailureFields {
  provider: QrProvider;
  ticket: string | null;
  /** What the QR code encodes. */
  qrContent: string | null;
  /** Seconds the ticket has left, as the gateway last said. */
  expiresIn: number;
  status: QrStatusValue | null;
  /** Present once the phone has confirmed. */
  signIn: SignIn | null;
  /** Status polls that failed in a row; a few are tolerated (a flaky network), then the flow fails. */
  pollFailures: number;
}

export interface QrSignInInput {
  provider: QrProvider;
}

export type QrSignInEvent =
  { type: 'qr.refresh' } | { type: 'qr.retry' } | { type: 'qr.switchProvider'; provider: QrProvider };

export type QrSignInTag =
  'loading' | 'waiting' | 'scanned' | 'confirmed' | 'expired' | 'cancelled' | 'failed';
