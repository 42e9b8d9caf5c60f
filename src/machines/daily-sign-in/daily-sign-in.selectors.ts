import type { SnapshotFrom } from 'xstate';
import type { dailySignInMachine } from './daily-sign-in.machine';

type Snapshot = SnapshotFrom<typeof dailySignInMachine>;

export const selectSigning = (s: Snapshot) => s.hasTag('busy');
export const selectCanSignIn = (s: Snapshot) => s.hasTag('canSignIn');
export const selectSigned = (s: Snapshot) => s.hasTag('signed');
export const selectSignInResult = (s: Snapshot) => s.context.result;
export const selectSignInError = (s: Snapshot) => s.context.error;
