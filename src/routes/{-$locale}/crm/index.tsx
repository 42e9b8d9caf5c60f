import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '../../../ui/features/crm/overview-page';

/** `/crm/`: the queues and what waits in each. */
export const Route = createFileRoute('/{-$locale}/crm/')({
  component: OverviewPage,
});
