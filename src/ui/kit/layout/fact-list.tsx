import { chakra, Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Labelled facts as a description list: label and value side by side, stacked on phones. */
export function FactList({ items }: { items: { key: string; label: ReactNode; value: ReactNode }[] }) {
  return (
    <Grid
      as="dl"
      templateColumns={{ base: '1fr', sm: 'minmax(6rem, max-content) 1fr' }}
      columnGap="4"
      rowGap={{ base: '0.5', sm: '2' }}
      textStyle="sm"
    >
      {items.map((item) => (
        <chakra.div key={item.key} display="contents">
          <chakra.dt color="fg.muted" mt={{ base: '2', sm: '0' }}>
            {item.label}
          </chakra.dt>
          <chakra.dd wordBreak="break-word">{item.value}</chakra.dd>
        </chakra.div>
      ))}
    </Grid>
  );
}
