/** `/watch/practice`: a node taken elsewhere (exam, survey, offline training…) and the way in. */
export function PracticePage({ courseId, subResourceId }: { courseId: string; subResourceId: string }) {
  return <div data-course-id={courseId} data-node-id={subResourceId} />;
}
