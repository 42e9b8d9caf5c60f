import type { SnapshotFrom } from 'xstate';
import type { cartEditMachine } from './cart-edit.machine';

type Snapshot = SnapshotFrom<typeof cartEditMachine>;

export const selectCartBusy = (s: Snapshot) => s.hasTag('busy');
export const selectCartError = (s: Snapshot) => s.context.error;
export const selectCartFailedChange = (s: Snapshot) => s.context.failed;
export const selectEditedCart = (s: Snapshot) => s.context.cart;
