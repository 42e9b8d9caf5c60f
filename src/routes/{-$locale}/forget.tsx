import { createFileRoute } from '@tanstack/react-router';
import { ForgetPage } from '../../ui/features/forget/forget-page';
import { messagesLoader } from '../../ui/kit/locale/messages';

export const Route = createFileRoute('/{-$locale}/forget')({
  loader: messagesLoader(['auth', 'forms']),
  component: ForgetPage,
});
