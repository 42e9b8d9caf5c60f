import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormStackProps {
  /** Called instead of the browser's submit: the page stays, and the form's own checks decide. */
  onSubmit: () => void;
  /** Lets a submit button outside the form (a dialog's footer) point at it. */
  id?: string;
  /** The first focus inside the form (it bubbles from every field): a cue to fetch what the checks need. */
  onFocus?: () => void;
  children: ReactNode;
}

/** A form laid out as one column; the portal's checks replace the browser's so messages match the rules. */
export function FormStack({ onSubmit, id, onFocus, children }: FormStackProps) {
  return (
    <Stack asChild gap="5">
      <form
        id={id}
        onFocus={onFocus}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        {children}
      </form>
    </Stack>
  );
}
