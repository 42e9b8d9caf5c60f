import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../../ui/login/login-page';
import { leaveSignInWhenSignedIn } from '../../ui/navigation/session-guards';

const search = z.object({
  /** `login` when the server signed the user out. */
  t: z.string().max(16).optional().catch(undefined),
  /** Where to go after signing in; sanitised before use. */
  redirect: z.string().max(2048).optional().catch(undefined),
});

export const Route = createFileRoute('/{-$locale}/login')({
  validateSearch: search,
  beforeLoad: ({ context, location, search }) =>
    leaveSignInWhenSignedIn({ session: context.session, location, redirectTo: search.redirect }),
  component: LoginPage,
});
