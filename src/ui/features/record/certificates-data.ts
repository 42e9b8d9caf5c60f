import type { CertificateStatus } from '../../../../contract/certificate.routes';
import { certificatePage, certificateSummary } from '../../../services/api/certificate';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

export const CERTIFICATES_PAGE_SIZE = 10;

/** The panel shows each failure in its place, so the client does not toast it as well. */
const QUIET = { isShowErrTip: false } as const;

export interface CertificatesQuery {
  status?: CertificateStatus;
  page: number;
}

export interface CertificatesData {
  query: CertificatesQuery;
  summary: Settled<Awaited<ReturnType<typeof certificateSummary>>>;
  list: Settled<Awaited<ReturnType<typeof certificatePage>>>;
}

/** "My records", certificates: how many are held, expired, revoked, and one page of them, each settled alone. */
export async function certificatesData(
  http: HttpClient,
  query: CertificatesQuery,
): Promise<CertificatesData> {
  const [summary, list] = await Promise.all([
    settle(http, certificateSummary(http, QUIET)),
    settle(
      http,
      certificatePage(
        http,
        { status: query.status, pageCurrent: query.page, pageSize: CERTIFICATES_PAGE_SIZE },
        QUIET,
      ),
    ),
  ]);
  return { query, summary, list };
}
