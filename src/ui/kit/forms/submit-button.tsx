import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  variant?: ButtonProps['variant'];
  children: ReactNode;
}

/** A form's full-width submit button, spinning while the form's request is under way. */
export function SubmitButton({ busy, variant, children }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" width="full" variant={variant} loading={busy}>
      {children}
    </Button>
  );
}
