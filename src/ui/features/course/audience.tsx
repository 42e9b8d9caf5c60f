import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { selectIsSignedIn, selectSite } from '../../../machines/session/session.selectors';
import { useSession, type SessionActorRef } from '../../kit/app/app-services';
import { useLocaleParam } from '../../kit/locale/use-locale';

/**
 * Who is reading the course pages, which decides the calls they make (decision 0021):
 * - `member`: signed in; the company's courses with the reader's own progress;
 * - `visitor`: not signed in on a site bound to one company; that company's public courses;
 * - `signInRequired`: not signed in on a site open to several companies, which has no catalogue of its own.
 */
export type Audience = 'member' | 'visitor' | 'signInRequired';

export function audienceOf(signedIn: boolean, siteCompany: string | null | undefined): Audience {
  if (signedIn) return 'member';
  return siteCompany ? 'visitor' : 'signInRequired';
}

/** The audience as a route's loader sees it, once the session has settled (the routes' guards wait for that). */
export function sessionAudience(session: SessionActorRef): Audience {
  const snapshot = session.getSnapshot();
  return audienceOf(selectIsSignedIn(snapshot), selectSite(snapshot)?.eid);
}

export function useAudience(): Audience {
  const session = useSession();
  const signedIn = useSelector(session, selectIsSignedIn);
  const siteCompany = useSelector(session, (s) => selectSite(s)?.eid);
  return audienceOf(signedIn, siteCompany);
}

/** The page of a reader who must sign in first: why, and the way there and back. */
export function SignInNeeded({ title }: { title: string }) {
  const locale = useLocaleParam();
  const here = useLocation({ select: (l) => l.href });
  return (
    <Card.Root rounded="l3" maxWidth="xl" marginInline="auto">
      <Card.Body gap="4" alignItems="center" textAlign="center" py="10">
        <Stack gap="2">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="course.signIn.body" />
          </Text>
        </Stack>
        <Button asChild colorPalette="brand">
          <RouterLink to="/{-$locale}/login" params={{ locale }} search={{ t: 'login', redirect: here }}>
            <FormattedMessage id="visitor.signIn.go" />
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
