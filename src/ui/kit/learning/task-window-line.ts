import type { StudyTaskItem } from '../../../../contract/study';
import { TaskWindow } from '../../../../contract/study-task.routes';
import { shortDateTime } from '../format/date-time';

/**
 * A task's window as a list says it, by the gateway's clock: due, ended (no longer open), or not open yet. The
 * messages are the dashboard's (`home.tasks.*`): a page that shows it loads the home area.
 */
export function taskWindowLine(task: Pick<StudyTaskItem, 'window' | 'startTime' | 'endTime'>): {
  id: string;
  values: { time: string };
} {
  if (task.window === TaskWindow.ended)
    return { id: 'home.tasks.endedAt', values: { time: shortDateTime(task.endTime) } };
  if (task.window === TaskWindow.notStarted)
    return { id: 'home.tasks.startsAt', values: { time: shortDateTime(task.startTime) } };
  return { id: 'home.tasks.deadline', values: { time: shortDateTime(task.endTime) } };
}
