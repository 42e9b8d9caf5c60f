import { createFileRoute } from '@tanstack/react-router';
import { RankPage } from '../../../ui/features/rank/rank-page';

/** `/home/rank` beside (not inside) the home page: `home_` keeps it out of the home route's outlet. */
export const Route = createFileRoute('/{-$locale}/_auth/home_/rank')({
  component: RankPage,
});
