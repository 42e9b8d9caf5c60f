import type { SnapshotFrom } from 'xstate';
import type { orderShipMachine } from './order-ship.machine';

type Snapshot = SnapshotFrom<typeof orderShipMachine>;

export const selectShipping = (s: Snapshot) => s.hasTag('busy');
export const selectShipped = (s: Snapshot) => s.status === 'done';
