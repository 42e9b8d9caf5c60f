import { createFileRoute } from '@tanstack/react-router';
import { CategoryPanelPage } from '../../ui/features/course/category-panel-page';
import { messagesLoader } from '../../ui/kit/locale/messages';
import { settledSession } from '../../ui/kit/navigation/session-guards';

/** `/watch/catePanel`: every course category with its children and counts, each leading into the catalogue. */
export const Route = createFileRoute('/{-$locale}/watch/catePanel')({
  beforeLoad: async ({ context }) => {
    await settledSession(context.session);
  },
  loader: messagesLoader(['course']),
  component: CategoryPanelPage,
});
