import { createFileRoute, notFound } from '@tanstack/react-router';
import { ATTENDANCE_CODE_MAX } from '../../../../contract/offline-limits';
import { offlineData, type OfflineSearch } from '../../../ui/features/offline/offline-data';
import { OfflinePage } from '../../../ui/features/offline/offline-page';
import { withMessages } from '../../../ui/kit/locale/messages';
import { idSearchParam, intParam, textParam } from '../../../ui/kit/navigation/search-params';

/**
 * `/knowledge/offcourse/{id}`: an offline course, its sessions and the learner's attendance. `?code=` is what a
 * phone read from a session's screen: the page checks the signed-in learner in with it (signing in first brings
 * the learner back here). `?screen=` opens a session's rotating code and live sheet for its lecturer
 * (`&kind=2`: check-out).
 */
export const Route = createFileRoute('/{-$locale}/_auth/knowledge_/offcourse/{-$id}')({
  validateSearch: (raw: Record<string, unknown>): OfflineSearch => ({
    code: textParam(raw.code, ATTENDANCE_CODE_MAX),
    screen: idSearchParam(raw.screen),
    kind: intParam(raw.kind, 2, 2) as 2 | undefined,
  }),
  loader: ({ context, params }) => {
    if (params.id === undefined || idSearchParam(params.id) === undefined) throw notFound();
    const courseId = params.id;
    return withMessages(params, ['lecturer', 'home'], () => offlineData(context.http, courseId));
  },
  // 5 s: attendance changes while the page is open (a check-in, the lecturer's marks).
  staleTime: 5_000,
  component: OfflineRoute,
});

function OfflineRoute() {
  return <OfflinePage search={Route.useSearch()} data={Route.useLoaderData()} />;
}
