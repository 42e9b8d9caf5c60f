import { TaskWindow } from '../../contract/study-task.routes';

/** A timestamp from seconds since the epoch, as aggregated times are read back (drivers differ on them). */
export function fromEpoch(seconds: number | string | null): Date | null {
  return seconds === null ? null : new Date(Number(seconds) * 1000);
}

/** Study inside a task (or a project) is offered from its start to its end, both included. */
export function windowOf(task: { startTime: Date; endTime: Date }, now: Date): TaskWindow {
  if (now.getTime() < task.startTime.getTime()) return TaskWindow.notStarted;
  if (now.getTime() > task.endTime.getTime()) return TaskWindow.ended;
  return TaskWindow.open;
}
