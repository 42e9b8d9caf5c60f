import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../ui/register/register-page';

export const Route = createFileRoute('/{-$locale}/register')({
  component: RegisterPage,
});
