import { Badge, Box, Card, HStack, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LiveCard } from '../../../../contract/live';
import { LiveStatus } from '../../../../contract/live.routes';
import { shortDateTime } from '../../kit/format/date-time';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { CourseCover } from '../../kit/learning/course-cover';
import { SEPARATOR } from '../../kit/format/course-format';
import type { LiveStripSettled } from './catalogue-data';

const STATUS: Record<LiveStatus, { key: string; palette: string }> = {
  [LiveStatus.live]: { key: 'course.live.status.live', palette: 'red' },
  [LiveStatus.notStarted]: { key: 'course.live.status.notStarted', palette: 'blue' },
  [LiveStatus.replayPending]: { key: 'course.live.status.replayPending', palette: 'gray' },
  [LiveStatus.finished]: { key: 'course.live.status.finished', palette: 'gray' },
};

function statusOf(live: LiveCard): { key: string; palette: string } {
  if (live.liveStatus === LiveStatus.finished && live.hasReplay === 1) {
    return { key: 'course.live.status.replay', palette: 'green' };
  }
  return STATUS[live.liveStatus];
}

function LiveItem({ live }: { live: LiveCard }) {
  const locale = useLocaleParam();
  const status = statusOf(live);
  // The spec's `/live/watch/{watch}`, the room's own page.
  const link = { to: '/{-$locale}/live/watch/{-$watch}', params: { locale, watch: live.id } } as const;
  return (
    <Card.Root
      as="li"
      rounded="l3"
      overflow="hidden"
      flexDirection="row"
      flexShrink={0}
      width={{ base: '80%', md: 'auto' }}
    >
      <RouterLink {...link} tabIndex={-1} aria-hidden>
        <CourseCover src={live.cover} width="32" height="full" minHeight="20" aspectRatio="auto" />
      </RouterLink>
      <Card.Body gap="1" p="3" minWidth="0">
        <HStack gap="2">
          <Badge
            size="sm"
            variant={live.liveStatus === LiveStatus.live ? 'solid' : 'subtle'}
            colorPalette={status.palette}
          >
            <FormattedMessage id={status.key} />
          </Badge>
        </HStack>
        <Heading as="h3" size="xs" lineClamp={2}>
          <Link asChild color="inherit" _hover={{ color: 'brand.fg' }}>
            <RouterLink {...link}>{live.liveName}</RouterLink>
          </Link>
        </Heading>
        <Text textStyle="xs" color="fg.muted" truncate>
          {live.lecturerName ? (
            <>
              <FormattedMessage id="course.card.lecturer" values={{ name: live.lecturerName }} />
              {SEPARATOR}
            </>
          ) : null}
          {shortDateTime(live.startTime)}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The company's live sessions above the catalogue (members only: the call needs a token). Nothing shows when
 * there are none or they cannot be read: the catalogue is the page's business, the strip a way elsewhere.
 */
export function LiveStrip({ data }: { data: LiveStripSettled }) {
  const intl = useIntl();
  const list = data.ok ? data.data.list : [];
  if (list.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="course-live-heading">
      <Stack gap="3">
        <Heading as="h2" size="md" id="course-live-heading">
          <FormattedMessage id="course.live.title" />
        </Heading>
        {/* A row to swipe through on phones, where four stacked sessions would push the catalogue away. */}
        <SimpleGrid
          as="ul"
          listStyle="none"
          display={{ base: 'flex', md: 'grid' }}
          overflowX={{ base: 'auto', md: 'visible' }}
          columns={{ md: 2, xl: 4 }}
          gap="3"
          pb={{ base: '1', md: '0' }}
          aria-label={intl.formatMessage({ id: 'course.live.title' })}
        >
          {list.map((live) => (
            <LiveItem key={live.id} live={live} />
          ))}
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
