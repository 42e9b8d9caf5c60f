import { createFileRoute, redirect } from '@tanstack/react-router';
import { redirectTarget } from '../../ui/kit/shell/redirect-target';

/** `/redirect/{path}` lands on `/{path}`, same language and query (links from mail and other apps use it). */
export const Route = createFileRoute('/{-$locale}/redirect/$')({
  beforeLoad: ({ location, params }) => {
    throw redirect({
      href: redirectTarget(params._splat ?? '', location.searchStr, location.pathname),
      replace: true,
    });
  },
});
