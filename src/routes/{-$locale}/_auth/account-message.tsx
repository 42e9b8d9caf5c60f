import { createFileRoute, redirect } from '@tanstack/react-router';
import { intParam } from '../../../ui/kit/navigation/search-params';

/**
 * `/account-message?num=N` (spec §2): the account centre's messages, where `num` (the sender's count) sizes the
 * page (`pageSizeFor`). It replaces its address, so the back button skips it. Its search is read here rather
 * than by a `validateSearch` of its own, and in the loader rather than `beforeLoad`: a route's rules ship with the
 * start-up bundle, its loader with its own chunk.
 */
export const Route = createFileRoute('/{-$locale}/_auth/account-message')({
  loader: ({ params, location }) => {
    const { num } = location.search as { num?: unknown };
    throw redirect({
      to: '/{-$locale}/account',
      params,
      search: { change: 5, num: intParam(num, 1, 100_000) },
      replace: true,
    });
  },
});
