import { Stack } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectIsSignedIn } from '../../../machines/session/session.selectors';
import { AnnouncementDetail } from './announcement-detail';
import { useSession } from '../../kit/app/app-services';
import { PortalLayout } from '../../kit/layout/portal-layout';
import { ShareButton } from '../../kit/share/share-button';
import { PublicAnnouncement } from './public-announcement';

/**
 * `/announcement/{id}`: the address a shared announcement travels by. Colleagues get the full view (read
 * state, likes, comments); visitors get a public announcement's text and are asked to sign in to take part.
 */
export function AnnouncementPage({ id }: { id: string }) {
  const signedIn = useSelector(useSession(), selectIsSignedIn);
  const path = useLocation({ select: (l) => l.pathname });
  return (
    <PortalLayout>
      <Stack gap="4" maxWidth="4xl" marginInline="auto">
        {signedIn ? (
          <>
            <AnnouncementDetail id={id} />
            <ShareButton path={path} />
          </>
        ) : (
          <PublicAnnouncement id={id} path={path} />
        )}
      </Stack>
    </PortalLayout>
  );
}
