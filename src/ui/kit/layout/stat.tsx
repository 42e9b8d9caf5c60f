import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A labelled figure of a summary card: the label small and muted above, the figure large. */
export function Stat({
  label,
  size = '2xl',
  children,
}: {
  label: ReactNode;
  /** The figure's font size: `2xl` for a page's headline figures, `lg` for a row of facts. */
  size?: '2xl' | 'lg';
  children: ReactNode;
}) {
  return (
    <Stack gap="0.5">
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize={size} fontWeight="semibold">
        {children}
      </Text>
    </Stack>
  );
}
