import { Button, Card, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
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

type Section = 'assess' | 'evaluations' | 'attachments';

/**
 * True once the element has come near the viewport (or where the browser cannot tell). The sections sit below
 * the sessions, so nothing is read for a lecturer who never scrolls to them.
 */
function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

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
 * assess, the evaluations the course received, its files, and the attendance export. Each section reads its
 * data the first time it is shown, and only once the card comes near the screen.
 */
export function LecturerReview({ course }: { course: OfflineCourseView }) {
  const intl = useIntl();
  const [section, setSection] = useState<Section>('assess');
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const exporting = useAttendanceExport(course.courseId);
  const placeholder = (
    <Stack gap="3" aria-busy="true">
      <Skeleton height="10" rounded="l2" />
      <Skeleton height="10" rounded="l2" />
    </Stack>
  );
  return (
    <Card.Root
      ref={ref}
      rounded="l3"
      as="section"
      aria-labelledby="offline-teach"
      data-testid="lecturer-review"
    >
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
          value={section}
          onValueChange={(e) => setSection(e.value as Section)}
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
            {near ? <AssessSection courseId={course.courseId} /> : placeholder}
          </PageTabs.Content>
          <PageTabs.Content value="evaluations" pt="4">
            {near ? (
              <EvaluationsSection courseId={course.courseId} anonymous={course.anonymousEvaluation === 1} />
            ) : (
              placeholder
            )}
          </PageTabs.Content>
          <PageTabs.Content value="attachments" pt="4">
            {near ? <AttachmentsSection courseId={course.courseId} /> : placeholder}
          </PageTabs.Content>
        </PageTabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
