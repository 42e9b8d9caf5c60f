import { Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OfflineCourseView } from '../../../../contract/offline';
import { attendanceExport } from '../../../services/api/offline';
import { useHttp } from '../../kit/app/app-services';
import { showToast } from '../../kit/app/toaster';
import { DownloadIcon } from '../../kit/learning/course-icons';
import { PageTabs } from '../../kit/navigation/page-tabs';
import { AssessSection } from './lecturer-review-assess';
import { EvaluationsSection } from './lecturer-review-evaluations';
import { AttachmentsSection } from './lecturer-review-files';
import type { LecturerReviewData, TeachSection } from './lecturer-review-data';
import { useTeachSearch } from './lecturer-review-parts';

/**
 * Files the course's attendance in the download records and says so as the other exports do: a toast that
 * follows the reader, and a line that stays to be read again.
 */
function useAttendanceExport(courseId: string) {
  const http = useHttp();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [filed, setFiled] = useState<string | null>(null);
  const run = () => {
    setBusy(true);
    setFiled(null);
    attendanceExport(http, { courseId })
      .then((record) => {
        const said = intl.formatMessage(
          { id: 'offline.teach.exported' },
          { name: record.fileName, records: intl.formatMessage({ id: 'downloads.button' }) },
        );
        setFiled(said);
        showToast('success', said);
      })
      // The client has shown the gateway's message.
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return { busy, filed, run };
}

/**
 * `/knowledge/offcourse/{id}` for its lecturer (`course.teaching === 1`), below the sessions: the learners to
 * assess, the evaluations the course received, its files, and the attendance export. The open section and its
 * filters are in the address (`?tab=`), so the route's loader reads them with the course.
 */
export function LecturerReview({ course, data }: { course: OfflineCourseView; data: LecturerReviewData }) {
  const intl = useIntl();
  const go = useTeachSearch();
  const exporting = useAttendanceExport(course.courseId);
  return (
    <Card.Root rounded="l3" as="section" aria-labelledby="offline-teach" data-testid="lecturer-review">
      <Card.Body gap="4">
        <Flex
          gap="3"
          justify="space-between"
          align={{ base: 'stretch', sm: 'flex-start' }}
          direction={{ base: 'column', sm: 'row' }}
        >
          <Stack gap="0.5">
            <Heading as="h2" size="md" id="offline-teach">
              <FormattedMessage id="offline.teach.title" />
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              <FormattedMessage id="offline.teach.subtitle" />
            </Text>
            <Text role="status" textStyle="sm" color="green.fg" mt="1">
              {exporting.filed}
            </Text>
          </Stack>
          <Button size="sm" variant="outline" flexShrink={0} loading={exporting.busy} onClick={exporting.run}>
            <DownloadIcon />
            <FormattedMessage id="offline.teach.export" />
          </Button>
        </Flex>
        <PageTabs.Root
          value={data.section}
          // Another section starts from its own first page, unfiltered.
          onValueChange={(e) => {
            const tab = e.value as TeachSection;
            go({ tab: tab === 'assess' ? undefined : tab });
          }}
          lazyMount
          variant="line"
          size={{ base: 'sm', sm: 'md' }}
        >
          <PageTabs.List
            aria-label={intl.formatMessage({ id: 'offline.teach.tabs' })}
            overflowX="auto"
            overflowY="hidden"
          >
            <PageTabs.Trigger value="assess" flexShrink={0} whiteSpace="nowrap">
              <FormattedMessage id="offline.teach.tab.assess" />
            </PageTabs.Trigger>
            <PageTabs.Trigger value="evaluations" flexShrink={0} whiteSpace="nowrap">
              <FormattedMessage id="offline.teach.tab.evaluations" />
            </PageTabs.Trigger>
            <PageTabs.Trigger value="attachments" flexShrink={0} whiteSpace="nowrap">
              <FormattedMessage id="offline.teach.tab.attachments" />
            </PageTabs.Trigger>
          </PageTabs.List>
          <PageTabs.Content value="assess" pt="4">
            {data.assess ? (
              <AssessSection courseId={course.courseId} list={data.assess} search={data.search} />
            ) : null}
          </PageTabs.Content>
          <PageTabs.Content value="evaluations" pt="4">
            {data.evaluations ? (
              <EvaluationsSection
                courseId={course.courseId}
                anonymous={course.anonymousEvaluation === 1}
                data={data.evaluations}
                search={data.search}
              />
            ) : null}
          </PageTabs.Content>
          <PageTabs.Content value="attachments" pt="4">
            <AttachmentsSection courseId={course.courseId} />
          </PageTabs.Content>
        </PageTabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
