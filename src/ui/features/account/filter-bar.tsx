import { Button, HStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ReadFilter } from './read-list-rules';

/** All / unread / read, each with its count when known. */
export function FilterBar({
  value,
  counts,
  onChange,
}: {
  value: ReadFilter;
  counts: Record<ReadFilter, number> | undefined;
  onChange: (filter: ReadFilter) => void;
}) {
  const intl = useIntl();
  return (
    <HStack gap="2" role="group" aria-label={intl.formatMessage({ id: 'account.filter.label' })} wrap="wrap">
      {(['all', 'unread', 'read'] as const).map((filter) => (
        <Button
          key={filter}
          size="sm"
          variant={value === filter ? 'solid' : 'outline'}
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
        >
          {intl.formatMessage(
            { id: counts ? `account.filter.${filter}.count` : `account.filter.${filter}` },
            { count: counts?.[filter] ?? 0 },
          )}
        </Button>
      ))}
    </HStack>
  );
}
