import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocaleParam } from '../../kit/locale/use-locale';

/** My records' two lists (spec: recordType 1 credit hours, 2 certificates). */
export function RecordsSwitch({ current }: { current: 1 | 2 }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  return (
    <HStack as="nav" gap="2" aria-label={intl.formatMessage({ id: 'account.records.kinds' })}>
      {([1, 2] as const).map((recordType) => (
        <Button key={recordType} asChild size="sm" variant={recordType === current ? 'subtle' : 'ghost'}>
          <RouterLink
            to="/{-$locale}/account"
            params={{ locale }}
            search={{ change: 3, recordType: recordType === 2 ? 2 : undefined }}
            aria-current={recordType === current ? 'page' : undefined}
          >
            <FormattedMessage
              id={recordType === 1 ? 'account.records.credits' : 'account.certificates.title'}
            />
          </RouterLink>
        </Button>
      ))}
    </HStack>
  );
}
