import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ContentNode } from '../../../../contract/course';
import { ContentType } from '../../../../contract/course.routes';
import type { ReportDestination } from '../../../machines/task-progress/report-destination';
import type { ProgressSavedEvent } from '../../../machines/task-progress/task-progress.types';
import { imageTextWatch, resourceWatch } from '../../../services/api/course';
import { inPlace, useOnDemand } from '../../kit/app/on-demand';
import { useGatewayData } from '../../kit/app/use-gateway-data';
import type { Watched } from './node-session';
import { ViewerSkeleton } from './viewer-skeleton';

/**
 * The opening's code (its progress machine, reports and viewers). It comes while the node's watch call is on its
 * way, which the opening needs before it can start anyway; the player's route loaders start it with their data.
 */
export const loadNodeSession = inPlace(() => import('./node-session'));

/** What stands where the viewer goes when its data or code could not be had, with the retry. */
function Failure({ title, message, retry }: { title: ReactNode; message: ReactNode; retry: () => void }) {
  return (
    <Stack gap="4">
      {title}
      <Box role="alert" borderWidth="1px" rounded="l3" p="6">
        <Stack gap="3" align="flex-start">
          <Text color="fg.error">{message}</Text>
          <Button size="sm" variant="outline" onClick={retry}>
            <FormattedMessage id="app.retry" />
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}

/** The node's title as the page's heading. */
function NodeTitle({ name }: { name: string }) {
  return (
    <Heading as="h1" size={{ base: 'lg', md: 'xl' }} minWidth="0" wordBreak="break-word">
      {name}
    </Heading>
  );
}

/**
 * One node of the course open in the player: its watch call, the progress machine of this opening, the
 * viewer for its kind, the completion mark and the "still studying?" dialog. Reports go to `destination`
 * (the course player's call when absent); it must keep its identity while the node is open, as a new one
 * starts a new opening.
 */
export function NodeStudy({
  courseId,
  node,
  onSaved,
  destination,
}: {
  courseId: string;
  node: ContentNode;
  onSaved: (event: ProgressSavedEvent) => void;
  destination?: ReportDestination;
}) {
  const id = node.subResourceId;
  const data = useGatewayData<Watched>(`watch:${courseId}:${id}`, (http) =>
    node.contentType === ContentType.imageText
      ? imageTextWatch(http, { courseId, subResourceId: id }).then((watch) => ({ kind: 'imageText', watch }))
      : resourceWatch(http, { courseId, subResourceId: id }).then((watch) => ({ kind: 'resource', watch })),
  );
  const code = useOnDemand(loadNodeSession, true);
  const title = <NodeTitle name={node.subResourceName} />;
  if (data.error !== null) return <Failure title={title} message={data.error} retry={data.reload} />;
  if (code.failed) {
    return <Failure title={title} message={<FormattedMessage id="http.networkError" />} retry={code.retry} />;
  }
  if (data.loading || !data.data || !code.module) {
    return (
      <Stack gap="4">
        {title}
        <ViewerSkeleton />
      </Stack>
    );
  }
  const { Session } = code.module;
  return (
    <Session
      courseId={courseId}
      watched={data.data}
      title={title}
      onSaved={onSaved}
      destination={destination}
    />
  );
}
