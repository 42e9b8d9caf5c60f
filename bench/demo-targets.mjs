// Ids of the demo seed the browser benchmarks open. A fresh data directory numbers its rows anew, so they are
// looked up through the gateway as the learner, by the names the seed gives them (the e2e tests use the same).
const WATCH_COURSE = '多媒体学习示例'; // one node of every kind: the player's own e2e course
const EXAM = '2026 年度合规与安全综合测评'; // assigned to the learner, not started: the page opens on its rules

async function call(origin, token, path, body) {
  const r = await fetch(`${origin}/gateway${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN', token },
    body: JSON.stringify(body),
  });
  const envelope = await r.json();
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

/** The catalogue's first course, the player's course and the exam, as the learner sees them. */
export async function demoTargets(origin, token) {
  const catalogue = await call(origin, token, '/course/auth/course/info/page', {
    pageCurrent: 1,
    pageSize: 10,
  });
  const firstCourse = catalogue.list[0];
  if (!firstCourse) throw new Error('the demo catalogue is empty');
  const found = await call(origin, token, '/course/auth/course/info/page', {
    pageCurrent: 1,
    pageSize: 10,
    keyword: WATCH_COURSE,
  });
  const watchCourse = found.list.find((c) => c.courseName === WATCH_COURSE);
  if (!watchCourse) throw new Error(`no demo course named ${WATCH_COURSE}`);
  const exams = await call(origin, token, '/exam/auth/user/exam/task/page', {
    pageCurrent: 1,
    pageSize: 50,
    examName: EXAM,
  });
  const exam = exams.list.find((e) => e.examName === EXAM);
  if (!exam) throw new Error(`no demo exam named ${EXAM}`);
  return {
    courseId: String(firstCourse.id),
    watchCourseId: String(watchCourse.id),
    examId: String(exam.examId),
  };
}

/** Whether the browser stayed where it was sent: the same path, and every search parameter sent kept. */
export function landedOn(sent, finalUrl) {
  const want = new URL(sent, 'http://x');
  const got = new URL(finalUrl);
  if (got.pathname !== want.pathname) return false;
  for (const [k, v] of want.searchParams) if (got.searchParams.get(k) !== v) return false;
  return true;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
