import { Button, HStack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { HttpClient } from '../../../services/http';
import { taskExportMachine, type TaskExportRequest } from '../../../machines/task-export/task-export.machine';
import { useHttp } from '../app/app-services';

type Implementations = Parameters<typeof taskExportMachine.provide>[0];

/**
 * Files a list of the learner's tasks, as filtered, in the download records; says so beside the button, or why
 * it could not. `implementations` names the list's export call ("my tasks", post certifications).
 */
export function ListExportButton({
  implementations,
  filter,
  children,
}: {
  implementations: (http: HttpClient) => Implementations;
  filter: TaskExportRequest;
  children: ReactNode;
}) {
  const http = useHttp();
  const machine = useMemo(() => taskExportMachine.provide(implementations(http)), [http, implementations]);
  const [snapshot, send] = useMachine(machine);
  return (
    <HStack gap="2">
      <Text textStyle="xs" color={snapshot.hasTag('failed') ? 'fg.error' : 'green.fg'} role="status">
        {snapshot.hasTag('done') ? <FormattedMessage id="account.tasks.export.done" /> : null}
        {snapshot.hasTag('failed') ? snapshot.context.error : null}
      </Text>
      <Button
        size="sm"
        variant="outline"
        loading={snapshot.hasTag('sending')}
        onClick={() => send({ type: 'export', filter })}
      >
        {children}
      </Button>
    </HStack>
  );
}
