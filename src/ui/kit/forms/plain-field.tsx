import { Box, Stack, chakra } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/**
 * A label above one control, without Chakra's `Field` (Ark's field wiring, an auto-resizing textarea among it,
 * would come with the page for nothing): for pages whose controls are `PlainInput` and `PlainSelect` and whose
 * problems are shown elsewhere. `children` gets the id the control must carry.
 */
export function PlainField({
  label,
  required = false,
  children,
}: {
  label: ReactNode;
  required?: boolean;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={id} textStyle="sm" fontWeight="medium">
        {label}
        {/* The mark is drawn, not read: the control itself says it is required. */}
        {required ? <Box as="span" color="fg.error" ms="1" aria-hidden _after={{ content: '"*"' }} /> : null}
      </chakra.label>
      {children(id)}
    </Stack>
  );
}
