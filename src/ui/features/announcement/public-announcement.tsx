import { Button, Card, Heading, Separator, Skeleton, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { PublicAnnouncementView } from '../../../../contract/notice';
import { useSettled, type Settled } from '../../kit/app/route-data';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { ShareButton } from '../../kit/share/share-button';
import { useSignInPrompt } from '../../kit/dialogs/sign-in-prompt';
import { AnnouncementArticle } from './announcement-article';

/**
 * A public announcement as a visitor reads it: the text and its counts. Liking, commenting and sharing are
 * for signed-in colleagues, so those controls ask the visitor to sign in. `read` is what the route's loader read.
 */
export function PublicAnnouncement({ read, path }: { read: Settled<PublicAnnouncementView>; path: string }) {
  const data = useSettled(read);
  const { guard, prompt } = useSignInPrompt();
  const ask = () => guard(() => undefined);

  return (
    <Card.Root rounded="l3">
      <Card.Body gap="6">
        {data.error ? <ErrorAlert message={data.error} /> : null}
        {data.data ? (
          <>
            <AnnouncementArticle
              {...data.data}
              headingLevel="h1"
              actions={
                <>
                  <Button size="sm" variant="outline" onClick={ask}>
                    <FormattedMessage
                      id="account.announcement.like"
                      values={{ count: data.data.admireCount }}
                    />
                  </Button>
                  <ShareButton path={path} onShare={guard} />
                </>
              }
            />
            <Separator />
            <Stack gap="4" as="section" aria-labelledby="visitor-comments-heading">
              <Heading as="h2" size="md" id="visitor-comments-heading">
                <FormattedMessage id="account.comment.heading" values={{ count: data.data.commentCount }} />
              </Heading>
              <Button variant="outline" justifyContent="flex-start" color="fg.muted" onClick={ask}>
                <FormattedMessage id="visitor.comment.placeholder" />
              </Button>
            </Stack>
          </>
        ) : data.loading ? (
          <Stack gap="3" aria-busy="true">
            <Skeleton height="8" width="60%" />
            <Skeleton height="40" />
          </Stack>
        ) : null}
      </Card.Body>
      {prompt}
    </Card.Root>
  );
}
