/** `/watch/course`: the player for one node of a course. */
export function PlayerPage({ courseId, subResourceId }: { courseId: string; subResourceId: string | null }) {
  return <div data-course-id={courseId} data-node-id={subResourceId ?? ''} />;
}
