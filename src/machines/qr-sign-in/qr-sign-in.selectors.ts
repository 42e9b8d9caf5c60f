import type { SnapshotFrom } from 'xstate';
import type { SignIn } from '../../../contract/user';
import type { qrSignInMachine } from './qr-sign-in.machine';

export type QrSignInSnapshot = SnapshotFrom<typeof qrSignInMachine>;

export const selectQrContent = (s: QrSignInSnapshot): string | null => s.context.qrContent;
export const selectQrExpiresIn = (s: QrSignInSnapshot): number => s.context.expiresIn;
export const selectQrError = (s: QrSignInSnapshot): string | null => s.context.error;
/** The sign-in once the phone confirmed (the machine is then done). */
export const selectQrSignIn = (s: QrSignInSnapshot): SignIn | null => (s.status === 'done' ? s.output : null);
