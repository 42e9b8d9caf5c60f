import type { SnapshotFrom } from 'xstate';
import type { exchangeMachine } from './exchange.machine';

type Snapshot = SnapshotFrom<typeof exchangeMachine>;

export const selectExchangeOpen = (s: Snapshot) => s.hasTag('open');
export const selectConfirming = (s: Snapshot) => s.hasTag('confirming');
export const selectPlacing = (s: Snapshot) => s.hasTag('busy');
export const selectPlaced = (s: Snapshot) => s.context.order !== null && s.hasTag('placed');
export const selectRefused = (s: Snapshot) => s.hasTag('refused');
export const selectExchangeLines = (s: Snapshot) => s.context.lines;
export const selectExchangeTotal = (s: Snapshot) =>
  s.context.lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
export const selectDelivery = (s: Snapshot) => s.context.delivery;
export const selectDeliveryErrors = (s: Snapshot) => s.context.fieldErrors;
export const selectPlacedOrder = (s: Snapshot) => s.context.order;
export const selectExchangeError = (s: Snapshot) => s.context.error;
