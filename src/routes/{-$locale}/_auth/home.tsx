import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../../ui/pages/home-page';

export const Route = createFileRoute('/{-$locale}/_auth/home')({
  component: HomePage,
});
