import { Outlet, createFileRoute } from '@tanstack/react-router';
import { ExamLayout } from '../../ui/features/exam/exam-layout';
import { requireSignedIn } from '../../ui/kit/navigation/session-guards';
import { messagesLoader } from '../../ui/kit/locale/messages';

/**
 * Pathless layout for taking an exam: signed in like every portal page, but without the portal's header and
 * footer, so nothing on screen leads away from the paper by accident.
 */
export const Route = createFileRoute('/{-$locale}/_exam')({
  beforeLoad: async ({ context, location }) => {
    await requireSignedIn({ session: context.session, location });
  },
  loader: messagesLoader(['exam']),
  component: ExamLayoutRoute,
});

function ExamLayoutRoute() {
  return (
    <ExamLayout>
      <Outlet />
    </ExamLayout>
  );
}
