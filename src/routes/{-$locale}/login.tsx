import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../ui/features/login/login-page';
import { messagesLoader } from '../../ui/kit/locale/messages';
import { textParam } from '../../ui/kit/navigation/search-params';
import { leaveSignInWhenSignedIn } from '../../ui/kit/navigation/session-guards';

interface LoginSearch {
  /** `login` when the server signed the user out. */
  t?: string;
  /** Where to go after signing in; sanitised before use. */
  redirect?: string;
}

const search = (raw: Record<string, unknown>): LoginSearch => ({
  t: textParam(raw.t, 16),
  redirect: textParam(raw.redirect, 2048),
});

export const Route = createFileRoute('/{-$locale}/login')({
  validateSearch: search,
  beforeLoad: ({ context, location, search }) =>
    leaveSignInWhenSignedIn({ session: context.session, location, redirectTo: search.redirect }),
  // The SMS form and the QR panel load with their tabs; their messages are the page's.
  loader: messagesLoader(['auth', 'forms']),
  component: LoginPage,
});
