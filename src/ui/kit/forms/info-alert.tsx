import type { ReactNode } from 'react';
import { Alert } from '../chakra/alert';

/** A note about the page as a whole (the session ended, sign-up is closed), not about a field. */
export function InfoAlert({ message }: { message: ReactNode }) {
  return (
    <Alert.Root status="info" variant="subtle">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
