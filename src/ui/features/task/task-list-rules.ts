import { StudyStatus } from '../../../../contract/study.routes';
import { TaskListTab, TaskWindow } from '../../../../contract/study-task.routes';

/**
 * Where a task of the list stands, as the gateway counts its tabs: learned whatever its window; ended once
 * its window closed before it was learned; otherwise learning or not started.
 */
export function listTabOf(task: { studyStatus: StudyStatus; window: TaskWindow }): TaskListTab {
  if (task.studyStatus === StudyStatus.learned) return TaskListTab.learned;
  if (task.window === TaskWindow.ended) return TaskListTab.ended;
  return task.studyStatus === StudyStatus.learning ? TaskListTab.learning : TaskListTab.notStarted;
}

export const TAB_PALETTE: Record<TaskListTab, string> = {
  [TaskListTab.notStarted]: 'gray',
  [TaskListTab.learning]: 'blue',
  [TaskListTab.learned]: 'green',
  [TaskListTab.ended]: 'red',
};
