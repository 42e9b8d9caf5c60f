import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { courseView } from '../../../services/api/course';
import { idParam } from '../../kit/navigation/id-param';
import { useGatewayData } from '../../kit/app/use-gateway-data';
import { useLocaleParam } from '../../kit/locale/use-locale';

/**
 * `/watch?courseId=`: "continue learning". Reads the course's resume node and replaces the address with the
 * player's, so the back button skips this step; a course without one opens the player at its first node.
 */
export function ContinuePage({ courseId }: { courseId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const view = useGatewayData(`continue:${courseId}`, (http) => courseView(http, { courseId }));
  const resume = view.data?.resumeSubResourceId;

  useEffect(() => {
    if (resume === undefined) return;
    const search =
      resume === null
        ? { courseId: idParam(courseId) }
        : { courseId: idParam(courseId), id: idParam(resume) };
    void navigate({ to: '/{-$locale}/watch/course', params: { locale }, search, replace: true });
  }, [navigate, locale, courseId, resume]);

  if (view.error !== null) {
    return (
      <Center py="16">
        <Stack gap="3" align="center" role="alert">
          <Text color="fg.error">{view.error}</Text>
          <Button size="sm" variant="outline" onClick={view.reload}>
            <FormattedMessage id="app.retry" />
          </Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center py="16">
      <Spinner size="lg" aria-label={intl.formatMessage({ id: 'player.continue.loading' })} />
    </Center>
  );
}
