import { Badge, Box, Button, Card, Flex, HStack, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NeedsRow } from '../../../../contract/training-needs';
import { NeedsStatus } from '../../../../contract/training-needs.routes';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { shortDateTime } from '../../kit/format/date-time';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { idParam } from '../../kit/navigation/id-param';
import { Pager } from '../../kit/navigation/pager';
import type { NeedsData } from './needs-data';
import { STATUS_KEY, STATUS_PALETTE } from './needs-format';

/** The collection's state, and whether the caller has answered it. */
export function NeedsBadges({ row }: { row: Pick<NeedsRow, 'status' | 'submitted'> }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Badge size="sm" variant="subtle" colorPalette={STATUS_PALETTE[row.status]}>
        <FormattedMessage id={STATUS_KEY[row.status]} />
      </Badge>
      {row.submitted === 1 ? (
        <Badge size="sm" variant="outline" colorPalette="teal" data-testid="needs-submitted">
          <FormattedMessage id="account.needs.submitted" />
        </Badge>
      ) : row.status === NeedsStatus.open ? (
        <Badge size="sm" variant="outline" colorPalette="orange">
          <FormattedMessage id="account.needs.notSubmitted" />
        </Badge>
      ) : null}
    </HStack>
  );
}

/** The collection's window; each time stays on one line when the line wraps on a phone. */
export function NeedsWindow({ row }: { row: Pick<NeedsRow, 'startTime' | 'endTime'> }) {
  const time = (value: string) => <chakra.span whiteSpace="nowrap">{shortDateTime(value)}</chakra.span>;
  return (
    <FormattedMessage
      id="account.needs.window"
      values={{ start: time(row.startTime), end: time(row.endTime) }}
    />
  );
}

function NeedsRowItem({ row }: { row: NeedsRow }) {
  const locale = useLocaleParam();
  const link = {
    to: '/{-$locale}/account',
    params: { locale },
    search: { change: 9, id: idParam(row.trainingNeedsId) },
  } as const;
  const action =
    row.status !== NeedsStatus.open
      ? 'account.needs.action.view'
      : row.submitted === 1
        ? 'account.needs.action.change'
        : 'account.needs.action.fill';
  return (
    <Box
      as="li"
      borderWidth="1px"
      rounded="l2"
      px="4"
      py="3"
      data-testid="needs-row"
      data-status={row.status}
    >
      <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1.5" flex="1" minWidth="0">
          <Heading as="h3" size="sm">
            <Link asChild color="inherit">
              <RouterLink {...link}>{row.title}</RouterLink>
            </Link>
          </Heading>
          <NeedsBadges row={row} />
          {row.description ? (
            <Text textStyle="sm" color="fg.muted" lineClamp={2}>
              {row.description}
            </Text>
          ) : null}
          <Flex gap="1" columnGap="4" textStyle="xs" color="fg.subtle" wrap="wrap">
            <span>
              <NeedsWindow row={row} />
            </span>
            <span>
              <FormattedMessage id="account.needs.topicCount" values={{ count: row.topicCount }} />
            </span>
            {row.submitTime ? (
              <span>
                <FormattedMessage
                  id="account.needs.submittedAt"
                  values={{ time: shortDateTime(row.submitTime) }}
                />
              </span>
            ) : null}
          </Flex>
        </Stack>
        <Button
          asChild
          size="sm"
          flexShrink={0}
          variant={row.status === NeedsStatus.open && row.submitted === 0 ? 'solid' : 'outline'}
          alignSelf={{ base: 'flex-start', md: 'center' }}
        >
          <RouterLink {...link}>
            <FormattedMessage id={action} />
          </RouterLink>
        </Button>
      </Flex>
    </Box>
  );
}

/**
 * The company's training needs collections, open ones first, with their state and whether the caller answered.
 * `data` is what the account route's loader read; the page lives in the address (`page`).
 */
export function NeedsList({ data }: { data: Extract<NeedsData, { kind: 'list' }> }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  const list = useSettled(data.list);
  return (
    <Card.Root rounded="l3">
      <Card.Header gap="1">
        <Heading as="h2" size="lg">
          <FormattedMessage id="account.menu.needs" />
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          <FormattedMessage id="account.needs.intro" />
        </Text>
      </Card.Header>
      <Card.Body gap="4">
        <LoadState
          data={list}
          isEmpty={(page) => page.list.length === 0}
          empty={<FormattedMessage id="account.needs.empty" />}
        >
          {(page) => (
            <Stack
              as="ul"
              gap="2"
              listStyle="none"
              aria-label={intl.formatMessage({ id: 'account.needs.list' })}
            >
              {page.list.map((row) => (
                <NeedsRowItem key={row.trainingNeedsId} row={row} />
              ))}
            </Stack>
          )}
        </LoadState>
        <Pager
          page={data.page}
          totalPage={list.data?.totalPage ?? 0}
          onPage={(next) =>
            void navigate({
              to: '/{-$locale}/account',
              params: { locale },
              search: { change: 9, page: next > 1 ? next : undefined },
            })
          }
        />
      </Card.Body>
    </Card.Root>
  );
}
