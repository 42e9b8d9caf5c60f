import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AgreementPage } from '../../ui/agreement/agreement-page';

const search = z.object({
  /** 1 the service agreement, 2 the privacy policy. */
  type: z.coerce.number().int().min(1).max(2).catch(1).default(1),
});

export const Route = createFileRoute('/{-$locale}/agreement')({
  validateSearch: search,
  component: function AgreementRoute() {
    const { type } = Route.useSearch();
    return <AgreementPage type={type === 2 ? 2 : 1} />;
  },
});
