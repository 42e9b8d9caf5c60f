import { createFileRoute } from '@tanstack/react-router';
import { CompanyPage } from '../../ui/features/company/company-page';
import { messagesLoader } from '../../ui/kit/locale/messages';
import { textParam } from '../../ui/kit/navigation/search-params';
import { requireCompanyChoice } from '../../ui/kit/navigation/session-guards';

const search = (raw: Record<string, unknown>): { redirect?: string } => ({
  redirect: textParam(raw.redirect, 2048),
});

export const Route = createFileRoute('/{-$locale}/company')({
  validateSearch: search,
  beforeLoad: ({ context, location }) => requireCompanyChoice({ session: context.session, location }),
  loader: messagesLoader(['auth']),
  component: function CompanyRoute() {
    const { redirect } = Route.useSearch();
    return <CompanyPage layout="page" redirectTo={redirect} />;
  },
});
