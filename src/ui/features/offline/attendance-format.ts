import { AttendanceStatus, SessionPhase } from '../../../../contract/offline.routes';

/** Message keys and badge colours of attendance statuses and session phases. */
export const STATUS_KEY: Record<AttendanceStatus, string> = {
  [AttendanceStatus.none]: 'offline.status.none',
  [AttendanceStatus.present]: 'offline.status.present',
  [AttendanceStatus.late]: 'offline.status.late',
  [AttendanceStatus.absent]: 'offline.status.absent',
  [AttendanceStatus.leave]: 'offline.status.leave',
};
export const STATUS_PALETTE: Record<AttendanceStatus, string> = {
  [AttendanceStatus.none]: 'gray',
  [AttendanceStatus.present]: 'green',
  [AttendanceStatus.late]: 'orange',
  [AttendanceStatus.absent]: 'red',
  [AttendanceStatus.leave]: 'blue',
};
export const PHASE_KEY: Record<SessionPhase, string> = {
  [SessionPhase.upcoming]: 'offline.phase.upcoming',
  [SessionPhase.live]: 'offline.phase.live',
  [SessionPhase.over]: 'offline.phase.over',
};
export const PHASE_PALETTE: Record<SessionPhase, string> = {
  [SessionPhase.upcoming]: 'gray',
  [SessionPhase.live]: 'green',
  [SessionPhase.over]: 'gray',
};
