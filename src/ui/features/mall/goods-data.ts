import { mallCartList, mallGoodsView } from '../../../services/api/mall';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

export interface GoodsData {
  goodsId: string;
  visitor: boolean;
  goods: Settled<Awaited<ReturnType<typeof mallGoodsView>>>;
  /** The member's cart, for its count; null for a visitor. */
  cart: Settled<Awaited<ReturnType<typeof mallCartList>>> | null;
}

const quiet = { isShowErrTip: false } as const;

/** `/integral/goods/{id}`'s reads: the goods as the caller may take it, and (members) the cart. */
export async function goodsData(http: HttpClient, goodsId: string, visitor: boolean): Promise<GoodsData> {
  const [goods, cart] = await Promise.all([
    settle(http, mallGoodsView(http, { goodsId }, quiet)),
    visitor ? null : settle(http, mallCartList(http, {}, quiet)),
  ]);
  return { goodsId, visitor, goods, cart };
}
