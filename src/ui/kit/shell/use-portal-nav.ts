import { useSelector } from '@xstate/react';
import type { NavItem } from '../../../../contract/system';
import { selectUser } from '../../../machines/session/session.selectors';
import { portalNavView } from '../../../services/api/system';
import { useSession } from '../app/app-services';
import { useGatewayData } from '../app/use-gateway-data';
import { useLocale } from '../locale/use-locale';

/**
 * The site's top navigation. The gateway names the entries in the request's language and may tailor them to
 * the chosen company, so a language or company change asks again. The last entries stay on screen while a
 * new header (signed-in and public pages have their own) reads them again.
 */
export function usePortalNav(): NavItem[] {
  const locale = useLocale();
  const company = useSelector(useSession(), (s) => selectUser(s)?.enterpriseId ?? '');
  const { data } = useGatewayData(
    `nav-${locale}-${company}`,
    (http) => portalNavView(http, { isShowErrTip: false }),
    { remember: true },
  );
  return data?.contentList ?? [];
}
