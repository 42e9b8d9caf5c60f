import type { MallOrder } from '../../../contract/mall';
import type { FailureFields } from '../shared/failure';

/** A line to exchange, with what the confirmation shows of it. */
export interface ExchangeLine {
  goodsId: string;
  name: string;
  price: number;
  quantity: number;
}

export interface Delivery {
  receiverName: string;
  receiverPhone: string;
  address: string;
  note: string;
}
export type DeliveryField = keyof Delivery;

/** What the gateway answered for a placed exchange. */
export type PlacedOrder = MallOrder & { balanceAfter: number };

export interface ExchangeInput {
  /** The member's name and phone, offered as the receiver. */
  delivery: Delivery;
  /** A fresh idempotency key; the page passes `crypto.randomUUID`, tests their own. */
  newKey: () => string;
}

/** `error` / `errorCode`: see ../shared/failure.ts. */
export interface ExchangeContext extends FailureFields {
  lines: ExchangeLine[];
  /** 1: the lines come from the cart, which the gateway empties of them once exchanged. */
  fromCart: 0 | 1;
  delivery: Delivery;
  /** Message keys of the delivery fields that need fixing. */
  fieldErrors: Partial<Record<DeliveryField, string>>;
  /**
   * The idempotency key of this confirmation: made when it opens and sent with every try, so a retry after a
   * lost answer finds the order the first try placed instead of placing another.
   */
  key: string;
  newKey: () => string;
  order: PlacedOrder | null;
}

export type ExchangeEvent =
  | { type: 'checkout'; lines: ExchangeLine[]; fromCart: 0 | 1 }
  | { type: 'edit'; field: DeliveryField; value: string }
  | { type: 'confirm' }
  | { type: 'retry' }
  | { type: 'back' }
  | { type: 'close' };

export type ExchangeTag = 'open' | 'confirming' | 'busy' | 'placed' | 'refused';
