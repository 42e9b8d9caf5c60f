import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../ui/features/register/register-page';
import { messagesLoader } from '../../ui/kit/locale/messages';

export const Route = createFileRoute('/{-$locale}/register')({
  loader: messagesLoader(['auth', 'forms']),
  component: RegisterPage,
});
