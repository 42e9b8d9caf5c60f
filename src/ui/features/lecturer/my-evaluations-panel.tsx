import { Badge, Box, Flex, Grid, HStack, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EvaluationLecturerResult } from '../../../../contract/offline-review';
import { EVALUATION_SCALE } from '../../../../contract/offline-review.routes';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { RatingDistribution, useRatingText } from '../../kit/charts/rating-distribution';
import { barLengths, monthLabel } from '../../kit/charts/rating-figures';
import { shortDateTime } from '../../kit/format/date-time';
import { Stat } from '../../kit/layout/stat';
import { Facts } from '../../kit/learning/learning-card';
import { useLocaleParam } from '../../kit/locale/use-locale';
import type { LecturersData } from './lecturers-data';

type Trend = EvaluationLecturerResult['trend'];

/**
 * The lecturer's average by month as columns on the 0–5 scale (so a month reads the same whatever the others
 * are), for the eye only; the table below it, for screen readers, holds the same numbers.
 */
function TrendChart({ trend }: { trend: Trend }) {
  const intl = useIntl();
  const rating = useRatingText();
  const heights = barLengths(
    trend.map((m) => m.average),
    EVALUATION_SCALE,
  );
  return (
    <Stack gap="2">
      <Flex aria-hidden="true" align="stretch" gap={{ base: '1', md: '2' }} height="44" pt="5">
        {trend.map((m, i) => (
          <Stack key={m.month} flex="1" maxWidth="16" minWidth="0" gap="1" align="center">
            <Flex
              flex="1"
              width="full"
              justify="center"
              align="flex-end"
              borderBottomWidth="1px"
              borderColor="border.emphasized"
            >
              {m.evaluated > 0 ? (
                <Box
                  position="relative"
                  width="full"
                  maxWidth="8"
                  roundedTop="sm"
                  bg="brand.solid"
                  style={{ height: `${heights[i] ?? 0}%` }}
                >
                  <Text
                    position="absolute"
                    bottom="100%"
                    insetX="0"
                    mb="1"
                    textAlign="center"
                    textStyle="2xs"
                    color="fg.muted"
                    lineHeight="1"
                  >
                    {rating(m.average)}
                  </Text>
                </Box>
              ) : null}
            </Flex>
            <Text textStyle="2xs" color="fg.muted" lineHeight="1" truncate maxWidth="full">
              {monthLabel(m.month, intl.locale, 'short')}
            </Text>
          </Stack>
        ))}
      </Flex>
      {/* A table ignores a 1px width: the box around it is what hides it from sight. */}
      <Box srOnly>
        <table>
          <caption>
            <FormattedMessage id="lecturer.evaluations.trendCaption" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="lecturer.evaluations.trendMonth" />
              </th>
              <th scope="col">
                <FormattedMessage id="lecturer.evaluations.trendAverage" />
              </th>
              <th scope="col">
                <FormattedMessage id="lecturer.evaluations.trendCount" />
              </th>
            </tr>
          </thead>
          <tbody>
            {trend.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthLabel(m.month, intl.locale)}</th>
                <td>
                  {m.evaluated > 0
                    ? rating(m.average)
                    : intl.formatMessage({ id: 'lecturer.evaluations.none' })}
                </td>
                <td>{m.evaluated}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" aria-labelledby={id}>
      <Heading as="h3" size="sm" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Results({ result }: { result: EvaluationLecturerResult }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const rating = useRatingText();
  const anonymous = intl.formatMessage({ id: 'lecturer.evaluations.anonymous' });
  const rated = result.trend.some((m) => m.evaluated > 0);
  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" data-testid="lecturer-evaluation-figures">
        <Box
          bg="brand.subtle"
          rounded="l2"
          px="4"
          py="3"
          minWidth="0"
          gridColumn={{ base: 'span 2', md: 'auto' }}
        >
          <Stat label={<FormattedMessage id="lecturer.evaluations.lecturerAverage" />}>
            {rating(result.lecturerAverage)}
          </Stat>
        </Box>
        <Box bg="bg.subtle" rounded="l2" px="4" py="3" minWidth="0">
          <Stat label={<FormattedMessage id="lecturer.evaluations.courseAverage" />}>
            {rating(result.courseAverage)}
          </Stat>
        </Box>
        <Box bg="bg.subtle" rounded="l2" px="4" py="3" minWidth="0">
          <Stat label={<FormattedMessage id="lecturer.evaluations.evaluated" />}>{result.evaluated}</Stat>
        </Box>
      </SimpleGrid>

      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="8">
        {result.questions.length > 0 ? (
          <Section
            id="evaluations-questions"
            title={<FormattedMessage id="lecturer.evaluations.questions" />}
          >
            <Stack gap="5">
              {result.questions.map((q) => (
                <RatingDistribution key={q.questionId} question={q} />
              ))}
            </Stack>
          </Section>
        ) : null}
        <Section id="evaluations-trend" title={<FormattedMessage id="lecturer.evaluations.trend" />}>
          {rated ? (
            <TrendChart trend={result.trend} />
          ) : (
            <Text textStyle="sm" color="fg.muted">
              <FormattedMessage id="lecturer.evaluations.trendEmpty" />
            </Text>
          )}
        </Section>
      </Grid>

      {result.courses.length > 0 ? (
        <Section id="evaluations-courses" title={<FormattedMessage id="lecturer.evaluations.courses" />}>
          <Box as="ul" listStyle="none" aria-labelledby="evaluations-courses">
            {result.courses.map((c) => (
              <Grid
                as="li"
                key={c.courseId}
                templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' }}
                gap="2"
                alignItems="center"
                py="3"
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: 0 }}
              >
                <Stack gap="1" minWidth="0">
                  <Link asChild fontWeight="medium" color="inherit" _hover={{ color: 'brand.fg' }}>
                    <RouterLink
                      to="/{-$locale}/knowledge/offcourse/{-$id}"
                      params={{ locale, id: c.courseId }}
                    >
                      {c.courseName}
                    </RouterLink>
                  </Link>
                  <Facts>
                    <Text as="span">
                      <FormattedMessage
                        id="lecturer.evaluations.courseEvaluated"
                        values={{ evaluated: c.evaluated, learners: c.learners }}
                      />
                    </Text>
                  </Facts>
                </Stack>
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette="brand" variant="subtle">
                    <FormattedMessage
                      id="lecturer.evaluations.courseLecturer"
                      values={{
                        average:
                          c.evaluated > 0
                            ? rating(c.lecturerAverage)
                            : intl.formatMessage({ id: 'lecturer.evaluations.none' }),
                      }}
                    />
                  </Badge>
                  <Badge colorPalette="gray" variant="subtle">
                    <FormattedMessage
                      id="lecturer.evaluations.courseCourse"
                      values={{
                        average:
                          c.evaluated > 0
                            ? rating(c.courseAverage)
                            : intl.formatMessage({ id: 'lecturer.evaluations.none' }),
                      }}
                    />
                  </Badge>
                </HStack>
              </Grid>
            ))}
          </Box>
        </Section>
      ) : null}

      <Section id="evaluations-comments" title={<FormattedMessage id="lecturer.evaluations.comments" />}>
        {result.comments.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            <FormattedMessage id="lecturer.evaluations.commentsEmpty" />
          </Text>
        ) : (
          <Stack as="ul" listStyle="none" gap="3" aria-labelledby="evaluations-comments">
            {result.comments.map((c, i) => (
              <Stack
                as="li"
                key={`${c.courseId}-${c.gmtSubmitted}-${i}`}
                gap="1.5"
                bg="bg.subtle"
                rounded="l2"
                px="4"
                py="3"
              >
                <Text textStyle="sm" whiteSpace="pre-wrap">
                  {c.text}
                </Text>
                <Facts>
                  <Text as="span" fontWeight="medium" color={c.userName ? 'fg' : undefined}>
                    {c.userName || anonymous}
                  </Text>
                  <Text as="span">{c.courseName}</Text>
                  <Text as="span">{c.question}</Text>
                  <Text as="span">{shortDateTime(c.gmtSubmitted)}</Text>
                </Facts>
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

/**
 * A lecturer's evaluation results over every classroom course they teach: their own and their courses'
 * averages, the lecturer questions' spread, each course, the months, and the latest comments. Nameless where a
 * course keeps its learners so.
 */
export function MyEvaluationsPanel({ data }: { data: NonNullable<LecturersData['evaluations']> }) {
  const result = useSettled(data);
  return (
    <LoadState
      data={result}
      lines={5}
      isEmpty={(r) => r.evaluated === 0}
      empty={<FormattedMessage id="lecturer.evaluations.empty" />}
    >
      {(r) => <Results result={r} />}
    </LoadState>
  );
}
