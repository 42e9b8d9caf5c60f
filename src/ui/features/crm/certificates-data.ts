import type { CertificateStatus } from '../../../../contract/certificate.routes';
import { awardedCertificatePage } from '../../../services/api/certificate-admin';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

export const AWARDS_PAGE_SIZE = 10;

export type AwardRow = Awaited<ReturnType<typeof awardedCertificatePage>>['list'][number];

export interface CertificatesAdminData {
  list: Settled<Awaited<ReturnType<typeof awardedCertificatePage>>>;
}

/** The company's awarded certificates: one page, of one status and matching a keyword when given. */
export async function certificatesAdminData(
  http: HttpClient,
  deps: { status?: CertificateStatus | undefined; keyword?: string | undefined; page: number },
): Promise<CertificatesAdminData> {
  return {
    list: await settle(
      http,
      awardedCertificatePage(
        http,
        {
          ...(deps.status === undefined ? {} : { status: deps.status }),
          ...(deps.keyword === undefined ? {} : { keyword: deps.keyword }),
          pageCurrent: deps.page,
          pageSize: AWARDS_PAGE_SIZE,
        },
        { isShowErrTip: false },
      ),
    ),
  };
}
