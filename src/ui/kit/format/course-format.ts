import { StudyStatus } from '../../../../contract/study.routes';

/** The message key of a learning status ("未开始", "学习中", "已学完"). */
export function studyStatusKey(status: StudyStatus): string {
  switch (status) {
    case StudyStatus.notStarted:
      return 'course.status.notStarted';
    case StudyStatus.learning:
      return 'course.status.learning';
    default:
      return 'course.status.learned';
  }
}

export const STUDY_STATUS_PALETTE: Record<StudyStatus, string> = {
  [StudyStatus.notStarted]: 'gray',
  [StudyStatus.learning]: 'orange',
  [StudyStatus.learned]: 'green',
};

/** A rating as the pages show it: one decimal ("4.5", "0.0" when nobody has rated). */
export function ratingText(score: number): string {
  return (Math.round(score * 10) / 10).toFixed(1);
}

/**
 * Seconds of media as hours, minutes and seconds for a content node (`12:05`, `1:02:03`); a course's total
 * uses `durationParts` (whole minutes) instead.
 */
export function clockDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** Between two facts on one line; the same in every language. */
export const SEPARATOR = ' · ';
/** Where a figure does not exist yet (an average of no ratings). */
export const NO_FIGURE = '–';
