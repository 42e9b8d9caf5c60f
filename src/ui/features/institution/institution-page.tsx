import { Box, Card, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { InstitutionView } from '../../../../contract/course';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { ratingText } from '../../kit/format/course-format';
import { KeywordSearch } from '../../kit/forms/keyword-search';
import { Stat } from '../../kit/layout/stat';
import { FollowedCourseRow } from '../../kit/learning/followed-course-row';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { Pager } from '../../kit/navigation/pager';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import type { InstitutionData, InstitutionQuery } from './institution-data';

function Summary({ view }: { view: InstitutionView }) {
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          {view.name}
        </Heading>
        {view.intro ? (
          <Text color="fg.muted" textStyle="sm">
            {view.intro}
          </Text>
        ) : null}
      </Stack>
      <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap="4">
        <Stat label={<FormattedMessage id="account.institution.courses" />}>
          <FormattedMessage
            id="account.institution.coursesValue"
            values={{ count: view.courseCount, enabled: view.enabledCount }}
          />
        </Stat>
        <Stat label={<FormattedMessage id="account.institution.learners" />}>
          <FormattedNumber value={view.learnerCount} />
        </Stat>
        <Stat label={<FormattedMessage id="account.institution.completion" />}>
          {view.learnerCount > 0 ? (
            <FormattedNumber
              value={view.learnedCount / view.learnerCount}
              style="percent"
              maximumFractionDigits={0}
            />
          ) : (
            <FormattedMessage id="account.institution.noFigure" />
          )}
        </Stat>
        <Stat label={<FormattedMessage id="account.institution.rating" />}>
          {view.markCount > 0 ? (
            <FormattedMessage
              id="account.institution.ratingValue"
              values={{ score: ratingText(view.markScore), count: view.markCount }}
            />
          ) : (
            <FormattedMessage id="account.institution.noFigure" />
          )}
        </Stat>
      </Grid>
    </Stack>
  );
}

/**
 * `/account/organization-vod`: the institution center of an institution user (userType 3). The institution with
 * its learners, completion and rating over all its courses, then its courses, enabled or not, searched by name,
 * a page at a time; `data` is what the route's loader read.
 */
export function InstitutionPage({ data }: { data: InstitutionData }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  const view = useSettled(data.view);
  const courses = useSettled(data.courses);
  const { query } = data;
  useDocumentTitle(intl.formatMessage({ id: 'account.institution.title' }));
  const go = (next: Partial<InstitutionQuery>) =>
    void navigate({
      to: '/{-$locale}/account/organization-vod',
      params: { locale },
      search: {
        keyword: 'keyword' in next ? next.keyword : query.keyword,
        page: next.page !== undefined && next.page > 1 ? next.page : undefined,
      },
    });
  return (
    <Stack gap="5" width="full">
      <Card.Root
        rounded="l3"
        as="section"
        aria-label={intl.formatMessage({ id: 'account.institution.title' })}
      >
        <Card.Body>
          <LoadState data={view} lines={3} isEmpty={() => false} empty={null}>
            {(v) => <Summary view={v} />}
          </LoadState>
        </Card.Body>
      </Card.Root>
      <Card.Root rounded="l3" as="section" aria-labelledby="institution-courses">
        <Card.Body gap="4">
          <Heading as="h2" size="lg" id="institution-courses">
            <FormattedMessage id="account.institution.courseList" />
          </Heading>
          <KeywordSearch
            key={query.keyword ?? ''}
            label={intl.formatMessage({ id: 'account.institution.search.label' })}
            placeholder={intl.formatMessage({ id: 'account.institution.search.placeholder' })}
            initial={query.keyword ?? ''}
            submit={<FormattedMessage id="account.institution.search.submit" />}
            onSearch={(text) => go({ keyword: text.trim() === '' ? undefined : text.trim(), page: 1 })}
          />
          <LoadState
            data={courses}
            lines={4}
            isEmpty={(p) => p.list.length === 0}
            empty={
              <FormattedMessage
                id={
                  query.keyword === undefined
                    ? 'account.institution.empty'
                    : 'account.institution.emptyFiltered'
                }
              />
            }
          >
            {(p) => (
              <Box
                as="ul"
                listStyle="none"
                aria-label={intl.formatMessage({ id: 'account.institution.courseList' })}
              >
                {p.list.map((course) => (
                  <FollowedCourseRow key={course.id} course={course} />
                ))}
              </Box>
            )}
          </LoadState>
          <Pager page={query.page} totalPage={courses.data?.totalPage ?? 0} onPage={(page) => go({ page })} />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
