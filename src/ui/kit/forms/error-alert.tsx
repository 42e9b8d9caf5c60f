import type { ReactNode } from 'react';
import { Alert } from '../chakra/alert';

/** A form's failure, announced to screen readers as soon as it appears (role="alert"). */
export function ErrorAlert({ message, action }: { message: ReactNode; action?: ReactNode }) {
  return (
    <Alert.Root status="error" variant="subtle" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
      </Alert.Content>
      {action}
    </Alert.Root>
  );
}
