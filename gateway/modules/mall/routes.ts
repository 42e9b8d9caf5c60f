import type { FastifyInstance } from 'fastify';
import { mallApi } from '../../../contract/mall';
import type { Auth, Site } from '../../http/context';
import { route, type RouteDeps } from '../../http/route';
import { memberReader, memberScope, visitorReader, type Reader } from '../../shared/member-scope';
import { cartList, cartRemove, cartSave, cartSelect } from './cart';
import { categoryList, goodsPage, goodsView } from './goods';
import {
  adminOrderPage,
  adminOrderShip,
  exchange,
  orderCancel,
  orderCounts,
  orderPage,
  orderReceive,
} from './orders';

/**
 * The shelf is open to visitors of a site bound to one company; a signed-in member with a company reads it as
 * themselves (their balance, what they may still take).
 */
function shelfReader(auth: Auth | null, site: Site): Reader | null {
  return auth?.enterpriseId ? memberReader(memberScope(auth)) : visitorReader(site);
}

/** The integral mall: goods, the cart and exchange orders (decision 0066). */
export function registerMallRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  route(app, mallApi.categoryList, ({ db, auth, site }) => categoryList(db, shelfReader(auth, site)));
  route(app, mallApi.goodsPage, ({ db, auth, site, body }) => goodsPage(db, shelfReader(auth, site), body));
  route(app, mallApi.goodsView, ({ db, auth, site, body }) =>
    goodsView(db, shelfReader(auth, site), body.goodsId),
  );
  route(app, mallApi.cartList, ({ db, auth }) => cartList(db, memberScope(auth)));
  route(app, mallApi.cartSave, ({ db, auth, body, now }) => cartSave(db, memberScope(auth), body, now()));
  route(app, mallApi.cartSelect, ({ db, auth, body, now }) => cartSelect(db, memberScope(auth), body, now()));
  route(app, mallApi.cartRemove, ({ db, auth, body }) => cartRemove(db, memberScope(auth), body.goodsIds));
  route(app, mallApi.exchange, ({ db, auth, body, now }) => exchange(db, memberScope(auth), body, now()));
  route(app, mallApi.orderPage, ({ db, auth, body }) => orderPage(db, memberScope(auth), body));
  route(app, mallApi.orderCounts, ({ db, auth }) => orderCounts(db, memberScope(auth)));
  route(app, mallApi.orderCancel, ({ db, auth, body, now }) =>
    orderCancel(db, memberScope(auth), body.orderId, now()),
  );
  route(app, mallApi.orderReceive, ({ db, auth, body, now }) =>
    orderReceive(db, memberScope(auth), body.orderId, now()),
  );
  route(app, mallApi.adminOrderPage, ({ db, auth, body }) => adminOrderPage(db, memberScope(auth), body));
  route(app, mallApi.adminOrderShip, ({ db, auth, body, now }) =>
    adminOrderShip(db, memberScope(auth), body, now()),
  );
}
