import { Badge, Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NativeCheckbox } from '../../kit/forms/native-checkbox';

interface ReadListRowProps {
  /** The row's title as its checkbox names it. */
  title: string;
  unread: boolean;
  checked: boolean;
  onToggle: () => void;
  /** More badges after the read state. */
  badges?: ReactNode;
  /** The title as shown: plain or a link. */
  heading: ReactNode;
  /** Lines under the title. */
  children: ReactNode;
}

/** One selectable row of a read-state list: checkbox, read badge, title line, then the row's own lines. */
export function ReadListRow({
  title,
  unread,
  checked,
  onToggle,
  badges,
  heading,
  children,
}: ReadListRowProps) {
  const intl = useIntl();
  return (
    <Flex
      as="li"
      gap="3"
      py="4"
      px="4"
      align="flex-start"
      bg={unread ? 'brand.subtle' : undefined}
      rounded="l2"
    >
      <NativeCheckbox
        checked={checked}
        onToggle={onToggle}
        mt="0.5"
        aria-label={intl.formatMessage({ id: 'account.select' }, { title })}
      />
      <Stack gap="1" flex="1" minWidth="0">
        <Flex gap="2" align="center" wrap="wrap">
          {unread ? (
            <Badge colorPalette="red" variant="solid" size="sm">
              <FormattedMessage id="account.unread" />
            </Badge>
          ) : (
            <Badge variant="subtle" size="sm">
              <FormattedMessage id="account.read" />
            </Badge>
          )}
          {badges}
          {heading}
        </Flex>
        {children}
      </Stack>
    </Flex>
  );
}
