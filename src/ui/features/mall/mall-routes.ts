/** The mall's two routes, for links between its views. */
export const MALL_ROUTE = '/{-$locale}/integral/mall' as const;
export const GOODS_ROUTE = '/{-$locale}/integral/goods/{-$id}' as const;
