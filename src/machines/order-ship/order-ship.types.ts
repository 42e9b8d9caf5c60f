import type { FailureFields } from '../shared/failure';

export interface OrderShipInput {
  orderId: string;
}

/** `error` / `errorCode`: see ../shared/failure.ts. */
export interface OrderShipContext extends OrderShipInput, FailureFields {
  trackingNo: string;
  /** The tracking number was sent empty. */
  trackingMissing: boolean;
}

export type OrderShipEvent = { type: 'tracking'; value: string } | { type: 'submit' };

export type OrderShipTag = 'busy';
