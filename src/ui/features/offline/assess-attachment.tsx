import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Assessment } from '../../../../contract/offline-review';
import { OfflineFileList } from './offline-files';

/** The files a lecturer attached to a learner's assessment (spec `AssessAttachment`); nothing when there are none. */
export function AssessAttachment({ assessment }: { assessment: Assessment }) {
  const intl = useIntl();
  if (assessment.attachments.length === 0) return null;
  return (
    <Stack gap="1">
      <Text textStyle="sm" fontWeight="medium">
        <FormattedMessage id="offline.assess.files" values={{ count: assessment.attachments.length }} />
      </Text>
      <OfflineFileList
        courseId={assessment.courseId}
        userId={assessment.userId}
        files={assessment.attachments}
        label={intl.formatMessage({ id: 'offline.assess.filesLabel' })}
      />
    </Stack>
  );
}
