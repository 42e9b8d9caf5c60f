import { Button, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';

/** Previous / next with the position; hidden when everything fits on one page. */
export function Pager({
  page,
  totalPage,
  onPage,
}: {
  page: number;
  totalPage: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  if (totalPage <= 1) return null;
  return (
    <HStack as="nav" aria-label={intl.formatMessage({ id: 'account.pager.label' })} gap="3" justify="center">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="account.pager.prev" />
      </Button>
      <Text textStyle="sm" color="fg.muted">
        <FormattedMessage id="account.pager.position" values={{ page, total: totalPage }} />
      </Text>
      <Button size="sm" variant="outline" disabled={page >= totalPage} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="account.pager.next" />
      </Button>
    </HStack>
  );
}
