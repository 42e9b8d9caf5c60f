import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../ui/features/register/register-page';

export const Route = createFileRoute('/{-$locale}/register')({
  component: RegisterPage,
});
