import { createFileRoute } from '@tanstack/react-router';
import { ForgetPage } from '../../ui/features/forget/forget-page';

export const Route = createFileRoute('/{-$locale}/forget')({
  component: ForgetPage,
});
