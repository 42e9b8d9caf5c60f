import { Box, Card, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Avatar } from '../../kit/media/avatar';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LecturerRankItem } from '../../../../contract/lecturer';
import { useSettled } from '../../kit/app/route-data';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { LoadState } from '../../kit/app/load-state';
import type { LecturersData } from './lecturers-data';

const MEDAL = ['yellow', 'gray', 'orange'] as const;

function RankRow({ item }: { item: LecturerRankItem }) {
  const locale = useLocaleParam();
  const medal = MEDAL[item.rank - 1];
  return (
    <Flex as="li" gap="3" align="center" py="2">
      <Box
        width="7"
        height="7"
        flexShrink={0}
        rounded="full"
        display="flex"
        alignItems="center"
        justifyContent="center"
        textStyle="sm"
        fontWeight="bold"
        bg={medal ? `${medal}.subtle` : 'bg.muted'}
        color={medal ? `${medal}.fg` : 'fg.muted'}
      >
        {/* The rank number is read with the name: "1 陈立". */}
        {item.rank}
      </Box>
      <Avatar.Root size="sm" colorPalette="brand" flexShrink={0}>
        <Avatar.Fallback name={item.lecturerName} />
        {item.headImg ? <Avatar.Image src={item.headImg} alt="" /> : null}
      </Avatar.Root>
      <Stack gap="0" minWidth="0" flex="1">
        <Link asChild fontWeight="medium" color="inherit" _hover={{ color: 'brand.fg' }}>
          <RouterLink to="/{-$locale}/lecturer/view/{-$id}" params={{ locale, id: item.id }}>
            {item.lecturerName}
          </RouterLink>
        </Link>
        <Text textStyle="xs" color="fg.muted" truncate>
          {item.position}
        </Text>
      </Stack>
      <Text textStyle="xs" color="fg.muted" flexShrink={0}>
        <FormattedMessage id="course.learners" values={{ count: item.studyCount }} />
      </Text>
    </Flex>
  );
}

/** The lecturer rank: the first ten by how many members have studied their courses, with their places. */
export function LecturerRank({ data }: { data: NonNullable<LecturersData['rank']> }) {
  const intl = useIntl();
  const rank = useSettled(data);
  return (
    <Card.Root rounded="l3" as="section" aria-labelledby="lecturer-rank-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="lecturer-rank-heading">
          <FormattedMessage id="lecturer.rank.title" />
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        <LoadState
          data={rank}
          lines={5}
          isEmpty={(p) => p.list.length === 0}
          empty={<FormattedMessage id="lecturer.rank.empty" />}
        >
          {(p) => (
            <Stack
              as="ol"
              listStyle="none"
              gap="0"
              aria-label={intl.formatMessage({ id: 'lecturer.rank.title' })}
            >
              {p.list.map((item) => (
                <RankRow key={item.id} item={item} />
              ))}
            </Stack>
          )}
        </LoadState>
      </Card.Body>
    </Card.Root>
  );
}
