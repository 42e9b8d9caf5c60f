import { Card, Flex, Heading } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface DashboardCardProps {
  title: ReactNode;
  /** Beside the title: a count, a "view all" link. */
  aside?: ReactNode;
  children: ReactNode;
  gridColumn?: { lg: string };
}

/** A titled home-page card; a labelled region so readers and tests can find it by its title. */
export function DashboardCard({ title, aside, children, gridColumn }: DashboardCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} rounded="l3" gridColumn={gridColumn} minWidth="0">
      <Card.Header>
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          {aside}
        </Flex>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
