import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocaleParam } from '../../kit/locale/use-locale';

/** My records' lists (spec: recordType 1 credit hours, 2 certificates; ours: 3 post certifications). */
const KIND_KEY = {
  1: 'account.records.credits',
  2: 'account.certificates.title',
  3: 'account.posts.title',
} as const;

export function RecordsSwitch({ current }: { current: 1 | 2 | 3 }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  return (
    <HStack as="nav" gap="2" wrap="wrap" aria-label={intl.formatMessage({ id: 'account.records.kinds' })}>
      {([1, 2, 3] as const).map((recordType) => (
        <Button key={recordType} asChild size="sm" variant={recordType === current ? 'subtle' : 'ghost'}>
          <RouterLink
            to="/{-$locale}/account"
            params={{ locale }}
            search={{ change: 3, recordType: recordType === 1 ? undefined : recordType }}
            aria-current={recordType === current ? 'page' : undefined}
          >
            <FormattedMessage id={KIND_KEY[recordType]} />
          </RouterLink>
        </Button>
      ))}
    </HStack>
  );
}
