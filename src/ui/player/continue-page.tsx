/** `/watch?courseId=`: "continue learning". */
export function ContinuePage({ courseId }: { courseId: string }) {
  return <div data-course-id={courseId} />;
}
