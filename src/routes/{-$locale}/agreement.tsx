import { createFileRoute } from '@tanstack/react-router';
import { AgreementPage } from '../../ui/features/agreement/agreement-page';
import { messagesLoader } from '../../ui/kit/locale/messages';
import { intParam } from '../../ui/kit/navigation/search-params';

/** 1 the service agreement, 2 the privacy policy; anything else reads as 1. */
const search = (raw: Record<string, unknown>): { type: 1 | 2 } => ({
  type: intParam(raw.type, 1, 2) === 2 ? 2 : 1,
});

export const Route = createFileRoute('/{-$locale}/agreement')({
  validateSearch: search,
  // The agreement page's own words are the sign-in pages' (`agreement.*`, `register.*`).
  loader: messagesLoader(['auth']),
  component: function AgreementRoute() {
    const { type } = Route.useSearch();
    return <AgreementPage type={type === 2 ? 2 : 1} />;
  },
});
