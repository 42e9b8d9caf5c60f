import type { HttpClient } from '../../../services/http';
import { registerPage } from '../../../services/api/user-admin';
import { settle, type Settled } from '../../kit/app/route-data';

export type RegistrationStatus = 1 | 2 | 3;

export const REGISTRATIONS_PAGE_SIZE = 10;

export type RegistrationRow = Awaited<ReturnType<typeof registerPage>>['list'][number];

export interface RegistrationsData {
  list: Settled<Awaited<ReturnType<typeof registerPage>>>;
}

/** The registrations queue's read: one page of applications in one status. */
export async function registrationsData(
  http: HttpClient,
  deps: { status: RegistrationStatus; page: number },
): Promise<RegistrationsData> {
  return {
    list: await settle(
      http,
      registerPage(
        http,
        { status: deps.status, pageCurrent: deps.page, pageSize: REGISTRATIONS_PAGE_SIZE },
        { isShowErrTip: false },
      ),
    ),
  };
}
