import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CompanyPage } from '../../ui/company/company-page';
import { requireCompanyChoice } from '../../ui/navigation/session-guards';

const search = z.object({ redirect: z.string().max(2048).optional().catch(undefined) });

export const Route = createFileRoute('/{-$locale}/appCompany')({
  validateSearch: search,
  beforeLoad: ({ context, location }) => requireCompanyChoice({ session: context.session, location }),
  component: function AppCompanyRoute() {
    const { redirect } = Route.useSearch();
    return <CompanyPage layout="compact" redirectTo={redirect} />;
  },
});
