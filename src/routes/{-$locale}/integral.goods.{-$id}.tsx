import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { selectIsSignedIn } from '../../machines/session/session.selectors';
import { goodsData } from '../../ui/features/mall/goods-data';
import { GoodsPage } from '../../ui/features/mall/goods-page';
import { withMessages } from '../../ui/kit/locale/messages';
import { idSearchParam } from '../../ui/kit/navigation/search-params';
import { requireSignedIn, settledSession } from '../../ui/kit/navigation/session-guards';

/**
 * `/integral/goods/{id}`: one goods of the integral mall, its pictures and description, with the cart and an
 * exchange at hand; without an id, the mall. Visitors read it and are asked to sign in to buy.
 */
export const Route = createFileRoute('/{-$locale}/integral/goods/{-$id}')({
  loader: async ({ context, params, location }) => {
    if (!params.id) throw redirect({ to: '/{-$locale}/integral/mall', params: { locale: params.locale } });
    if (idSearchParam(params.id) === undefined) throw notFound();
    const session = await settledSession(context.session);
    const visitor = !selectIsSignedIn(session);
    if (visitor && !session.context.site?.eid) await requireSignedIn({ session: context.session, location });
    return withMessages(params, ['home'], () => goodsData(context.http, params.id as string, visitor));
  },
  staleTime: 5_000,
  staticData: { portalFrame: true },
  component: GoodsRoute,
});

function GoodsRoute() {
  const { id } = Route.useParams();
  return <GoodsPage key={id ?? ''} data={Route.useLoaderData()} />;
}
