import { createFileRoute } from '@tanstack/react-router';
import type { OrderStatus } from '../../../../contract/mall.routes';
import { mallOrdersData } from '../../../ui/features/crm/mall-orders-data';
import { MallOrdersPage } from '../../../ui/features/crm/mall-orders-page';
import { pageSearchParam } from '../../../ui/features/crm/search';

/** `/crm/mall-orders?status=2&page=2`: the integral mall's exchange orders by status (awaiting shipment unless told). */
export const Route = createFileRoute('/{-$locale}/crm/mall-orders')({
  validateSearch: (raw: Record<string, unknown>): { status?: 2 | 3 | 4; page?: number } => {
    const status = Number(raw.status);
    return {
      status: status >= 2 && status <= 4 ? (status as 2 | 3 | 4) : undefined,
      page: pageSearchParam(raw.page),
    };
  },
  loaderDeps: ({ search }) => ({ status: (search.status ?? 1) as OrderStatus, page: search.page ?? 1 }),
  loader: ({ context, deps }) => mallOrdersData(context.http, deps),
  // 10 s: orders arrive while the queue is open; a shipment here reloads it at once.
  staleTime: 10_000,
  component: MallOrdersRoute,
});

function MallOrdersRoute() {
  const { status, page } = Route.useSearch();
  return (
    <MallOrdersPage status={(status ?? 1) as OrderStatus} page={page ?? 1} data={Route.useLoaderData()} />
  );
}
