/** Spec §2: the badge caps at this number and shows "99+" above it. */
export const BADGE_CAP = 99;

/** The badge's text, or null when there is nothing unread (the badge is hidden). */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}
