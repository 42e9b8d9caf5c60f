import { createFileRoute } from '@tanstack/react-router';
import type { CertificateStatus } from '../../../../contract/certificate.routes';
import { certificatesAdminData } from '../../../ui/features/crm/certificates-data';
import { CertificatesAdminPage } from '../../../ui/features/crm/certificates-page';
import { pageSearchParam } from '../../../ui/features/crm/search';
import { keywordParam } from '../../../ui/kit/navigation/keyword-param';

/** `/crm/certificates?status=3&keyword=林晓&page=2`: the company's awarded certificates. */
export const Route = createFileRoute('/{-$locale}/crm/certificates')({
  validateSearch: (
    raw: Record<string, unknown>,
  ): { status?: CertificateStatus; keyword?: string; page?: number } => {
    const status = Number(raw.status);
    return {
      status: status === 1 || status === 2 || status === 3 ? status : undefined,
      keyword: keywordParam(raw.keyword),
      page: pageSearchParam(raw.page),
    };
  },
  loaderDeps: ({ search }) => ({ status: search.status, keyword: search.keyword, page: search.page ?? 1 }),
  loader: ({ context, deps }) => certificatesAdminData(context.http, deps),
  // 10 s: certificates are awarded while the page is open; a revocation here reloads it at once.
  staleTime: 10_000,
  component: CertificatesAdminRoute,
});

function CertificatesAdminRoute() {
  const search = Route.useSearch();
  return (
    <CertificatesAdminPage search={{ ...search, page: search.page ?? 1 }} data={Route.useLoaderData()} />
  );
}
