import { ContentStatus, TaskWindow } from '../../../../contract/study-task.routes';
import { ProjectApplyStatus, ProjectItemType } from '../../../../contract/study-project.routes';

/** Message keys and badge colours of a project's window, an application, an item's kind and state. */
export const WINDOW_KEY: Record<TaskWindow, string> = {
  [TaskWindow.notStarted]: 'course.project.window.notStarted',
  [TaskWindow.open]: 'course.project.window.open',
  [TaskWindow.ended]: 'course.project.window.ended',
};
export const WINDOW_PALETTE: Record<TaskWindow, string> = {
  [TaskWindow.notStarted]: 'gray',
  [TaskWindow.open]: 'green',
  [TaskWindow.ended]: 'gray',
};
export const APPLY_PALETTE: Record<ProjectApplyStatus, string> = {
  [ProjectApplyStatus.none]: 'gray',
  [ProjectApplyStatus.awaiting]: 'orange',
  [ProjectApplyStatus.approved]: 'green',
  [ProjectApplyStatus.rejected]: 'red',
};
export const ITEM_KEY: Record<ProjectItemType, string> = {
  [ProjectItemType.course]: 'course.project.item.course',
  [ProjectItemType.offlineCourse]: 'course.project.item.offline',
  [ProjectItemType.exam]: 'course.project.item.exam',
  [ProjectItemType.survey]: 'course.project.item.survey',
};
export const ITEM_STATUS_PALETTE: Record<ContentStatus, string> = {
  [ContentStatus.notStarted]: 'gray',
  [ContentStatus.underway]: 'orange',
  [ContentStatus.done]: 'green',
  [ContentStatus.notPassed]: 'red',
};
