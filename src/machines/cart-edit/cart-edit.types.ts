import type { CartView } from '../../../contract/mall';
import type { FailureFields } from '../shared/failure';

/** One change of the cart: goods put in (or a quantity set), lines selected or unselected, lines taken out. */
export type CartChange =
  | { kind: 'save'; goodsId: string; quantity: number; replace: 0 | 1 }
  | { kind: 'select'; goodsIds: string[]; selected: 0 | 1 }
  | { kind: 'remove'; goodsIds: string[] };

/** `error` / `errorCode`: see ../shared/failure.ts. */
export interface CartEditContext extends FailureFields {
  /** The cart as the last change left it (null before any). */
  cart: CartView | null;
  /** The change on its way. */
  pending: CartChange | null;
  /** The change that failed, so the page can say which line it was. */
  failed: CartChange | null;
}

export type CartEditEvent = { type: 'apply'; change: CartChange } | { type: 'dismiss' };

export type CartEditTag = 'busy' | 'failed';
