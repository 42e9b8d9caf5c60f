import { inPlace } from '../../kit/app/on-demand';

/* The mall's views that load with their own code: the cart and my orders. */

export const loadCartView = inPlace(() => import('./cart-view'));
export const loadOrdersView = inPlace(() => import('./orders-view'));
