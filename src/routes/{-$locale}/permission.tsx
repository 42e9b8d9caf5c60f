import { createFileRoute } from '@tanstack/react-router';
import { PermissionPage } from '../../ui/kit/errors/permission-page';

export const Route = createFileRoute('/{-$locale}/permission')({
  component: PermissionPage,
});
