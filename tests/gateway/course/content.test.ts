import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseApi, publicCourseApi, type ContentNode, type ResourceWatch } from '../../../contract/course';
import { ContentType, DEFAULT_DWELL_SECONDS, ResourceType } from '../../../contract/course.routes';
import { Code } from '../../../contract/envelope';
import { course, exam } from '../../../gateway/db/schema';
import { courseNode, courseNodeUser, imageText, mediaGrant } from '../../../gateway/db/schema-course';
import { survey } from '../../../gateway/db/schema-survey';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { callers, type Callers } from '../notice/support';
import { COURSES, NOT_FOUND, courseId, ok } from './support';

/** Every node of a tree, depth first. */
const flat = (nodes: ContentNode[]): ContentNode[] =>
  nodes.flatMap((n) => [n, ...flat(n.subTrainingProgress)]);

describe.each(dialects())('course page, content tree and player reads (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  const ids: Record<string, string> = {};
  const tree = async (name: string, token?: string) =>
    ok(t, courseApi.chapterPeriodList, { courseId: ids[name] }, { token: token ?? c.learner });
  const nodeNamed = async (course: string, name: string) => {
    const found = flat(await tree(course)).find((n) => n.subResourceName === name);
    if (!found) throw new Error(`no node ${name} in ${course}`);
    return found.subResourceId;
  };
  const watch = async (course: string, node: string, token?: string): Promise<ResourceWatch> =>
    ok(
      t,
      courseApi.resourceWatch,
      { courseId: ids[course], subResourceId: await nodeNamed(course, node) },
      { token: token ?? c.learner },
    );
  /** A granted address answers the file itself on the tenant's host. */
  const fetchMedia = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    return { status: res.statusCode, size: res.rawPayload.length };
  };

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
    for (const name of Object.values(COURSES)) {
      const tenant = name === COURSES.warehouse ? c.refs.tenant2 : c.refs.tenant1;
      ids[name] = await courseId(t, tenant, name);
    }
  });
  afterAll(() => t.close());

  it('shows a course with its lecturer, counts, sanitised introduction and the caller’s own state', async () => {
    const view = await ok(t, courseApi.view, { courseId: ids[COURSES.grading] }, { token: c.learner });
    expect(view).toMatchObject({
      courseName: COURSES.grading,
      categoryName: '信息安全',
      studyProgress: 45,
      studyStatus: 2,
      dragFlag: 1,
      admired: 0,
      collected: 0,
      myMark: null,
      commentCount: 1,
      coursewareCount: 0,
      lecturer: {
        lecturerName: '陈立',
        position: '信息安全负责人',
        headImg: '/gateway/files/lecturers/lecturer-1.svg',
      },
    });
    expect(view.introduce).toContain('<h3>你将学到</h3><ul><li>');
    expect(view.lastStudyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Resumes in the handbook, where the learner stopped at page 4 of 5.
    expect(view.resumeSubResourceId).toBe(await nodeNamed(COURSES.grading, '员工手册：信息安全相关条款'));

    const basics = await ok(t, courseApi.view, { courseId: ids[COURSES.basics] }, { token: c.learner });
    expect(basics).toMatchObject({ admired: 1, myMark: 4, admireCount: 3, markScore: 4.5, studyStatus: 3 });
    // Everything finished: the node studied last.
    expect(basics.resumeSubResourceId).toBe(await nodeNamed(COURSES.basics, '信息安全管理制度'));

    const office = await ok(t, courseApi.view, { courseId: ids[COURSES.office] }, { token: c.learner });
    expect(office).toMatchObject({ dragFlag: 0, studyProgress: 70 });
    expect(office.resumeSubResourceId).toBe(await nodeNamed(COURSES.office, '办公系统上手演示'));

    // Enrolled but never opened: the first node. Another member resumes where they stopped.
    const phishing = await ok(t, courseApi.view, { courseId: ids[COURSES.phishing] }, { token: c.learner });
    expect(phishing.resumeSubResourceId).toBe(await nodeNamed(COURSES.phishing, '从一封钓鱼邮件说起'));
    const admin = await ok(t, courseApi.view, { courseId: ids[COURSES.grading] }, { token: c.admin });
    expect(admin).toMatchObject({ studyProgress: 90, myMark: 4 });
    expect(admin.resumeSubResourceId).toBe(await nodeNamed(COURSES.grading, '保密信息的标记与传递'));

    const media = await ok(t, courseApi.view, { courseId: ids[COURSES.media] }, { token: c.learner });
    expect(media).toMatchObject({ commentCount: 3, coursewareCount: 2, lastStudyTime: null, studyStatus: 1 });
    // Links keep a safe address and open in a new window.
    expect(media.introduce).not.toContain('<script');
  });

  it('gives visitors of the bound site a public course without any personal state', async () => {
    const view = await ok(t, publicCourseApi.view, { courseId: ids[COURSES.basics] }, { host: '127.0.0.1' });
    expect(view).toMatchObject({
      studyProgress: null,
      studyStatus: null,
      admired: 0,
      collected: 0,
      myMark: null,
      lastStudyTime: null,
      resumeSubResourceId: null,
      admireCount: 3,
    });
    const nodes = flat(
      await ok(
        t,
        publicCourseApi.chapterPeriodList,
        { courseId: ids[COURSES.basics] },
        { host: '127.0.0.1' },
      ),
    );
    expect(nodes.map((n) => [n.studyProgress, n.finished])).toEqual(nodes.map(() => [0, 0]));
    // A course that is not public is unknown to visitors, even with a token.
    for (const token of [undefined, c.learner]) {
      const hidden = await callApi(
        t.app,
        publicCourseApi.chapterPeriodList,
        { courseId: ids[COURSES.grading] },
        { host: '127.0.0.1', ...(token ? { token } : {}) },
      );
      expect(hidden).toMatchObject({ code: Code.error, msg: NOT_FOUND.zh });
    }
  });

  it('answers the content tree in order with the caller’s progress per node and per chapter', async () => {
    const nodes = await tree(COURSES.grading);
    const shape = (n: ContentNode): unknown => [
      n.subResourceName,
      n.contentType,
      n.resourceType,
      n.docType,
      n.totalDuration,
      n.studyProgress,
      n.finished,
      n.subTrainingProgress.map(shape),
    ];
    expect(nodes.map(shape)).toEqual([
      [
        '第一章 数据分级',
        2,
        null,
        null,
        30,
        90,
        0,
        [
          ['数据分级的意义', 1, 2, null, 30, 100, 1, []],
          ['员工手册：信息安全相关条款', 1, 4, 'pdf', 0, 80, 0, []],
        ],
      ],
      [
        '第二章 保密要求',
        2,
        null,
        null,
        0,
        0,
        0,
        [
          ['信息安全管理制度全文', 1, 4, 'docx', 0, 0, 0, []],
          ['保密信息的标记与传递', 4, null, null, 0, 0, 0, []],
        ],
      ],
    ]);
    // The administrator's records are theirs.
    const admin = await tree(COURSES.grading, c.admin);
    expect(admin.map((n) => n.studyProgress)).toEqual([100, 80]);

    // Exam nodes are finished once passed, survey nodes once submitted.
    const [safetyExam] = await t.db
      .select({ id: exam.id })
      .from(exam)
      .where(and(eq(exam.tenantId, c.refs.tenant1), eq(exam.examName, '安全生产知识考试')));
    const fire = flat(await tree(COURSES.fire));
    expect(fire.find((n) => n.contentType === ContentType.exam)).toMatchObject({
      targetId: safetyExam?.id,
      finished: 1,
      studyProgress: 100,
    });
    expect(fire.find((n) => n.resourceType === ResourceType.image)?.finished).toBe(1);
    const [feedback] = await t.db
      .select({ id: survey.id })
      .from(survey)
      .where(and(eq(survey.tenantId, c.refs.tenant1), eq(survey.title, '新员工入职体验回访')));
    const culture = flat(await tree(COURSES.culture));
    expect(culture.find((n) => n.contentType === ContentType.survey)).toMatchObject({
      targetId: feedback?.id,
      finished: 1,
    });
    // Another member has neither passed that exam nor answered the multimedia course's survey.
    const media = flat(await tree(COURSES.media));
    expect(
      media.filter((n) => n.contentType !== ContentType.directory).map((n) => [n.contentType, n.docType]),
    ).toEqual([
      [1, null],
      [1, null],
      [1, 'pdf'],
      [1, 'docx'],
      [1, 'xlsx'],
      [1, 'pptx'],
      [1, 'txt'],
      [1, 'doc'],
      [1, null],
      [1, null],
      [4, null],
      [3, null],
      [5, null],
    ]);
    expect(media.filter((n) => n.targetId !== null).map((n) => n.finished)).toEqual([0, 0]);
    expect(flat(await tree(COURSES.fire, c.admin)).find((n) => n.contentType === 3)?.finished).toBe(0);
  });

  it('grants addresses under the resource’s own directory for every kind of resource', async () => {
    const grantsBefore = await t.db.select().from(mediaGrant);
    const video = await watch(COURSES.media, '视频：新员工入职培训');
    expect(video).toMatchObject({
      resourceType: ResourceType.video,
      docType: null,
      totalDuration: 60,
      pdfUrl: null,
      dragFlag: 1,
      position: 0,
      maxPosition: 0,
      studyProgress: 0,
      finished: 0,
    });
    expect(video.expiresIn).toBeGreaterThan(0);
    // The video names no dwell time of its own.
    expect(video.dwellSeconds).toBe(DEFAULT_DWELL_SECONDS);
    expect(video.playUrls.map((p) => [p.format, p.definition])).toEqual([
      ['hls', 'auto'],
      ['mp4', 'sd'],
    ]);
    const [token] = /^\/gateway\/media\/([A-Za-z0-9_-]+)\//.exec(video.fileUrl)?.slice(1) ?? [];
    expect(video.fileUrl).toBe(`/gateway/media/${token}/demo/video/onboarding/onboarding.mp4`);
    expect(video.playUrls[0]?.url).toBe(`/gateway/media/${token}/demo/video/onboarding/hls/index.m3u8`);
    expect(JSON.parse(video.videoConfig ?? 'null')).toEqual({ playUrls: video.playUrls });
    expect((await fetchMedia(video.fileUrl)).status).toBe(200);
    // One grant per opening, for the resource's directory and the caller only.
    const grants = await t.db.select().from(mediaGrant);
    const added = grants.filter((g) => !grantsBefore.some((b) => b.tokenHash === g.tokenHash));
    expect(added.map((g) => [g.dir, g.userId])).toEqual([['demo/video/onboarding/', c.refs.learner.id]]);

    const audio = await watch(COURSES.media, '音频：学习简报');
    expect(audio).toMatchObject({ resourceType: ResourceType.audio, totalDuration: 45, videoConfig: null });
    expect(audio.playUrls.map((p) => p.format)).toEqual(['mp3', 'm4a']);
    expect(audio.playUrls.every((p) => p.url.includes('/demo/audio/briefing/'))).toBe(true);

    const pdf = await watch(COURSES.media, 'PDF：员工手册（节选）');
    expect(pdf).toMatchObject({
      docType: 'pdf',
      pageCount: 5,
      totalDuration: 0,
      playUrls: [],
      videoConfig: null,
    });
    expect(pdf.pdfUrl).toBe(pdf.fileUrl);
    expect((await fetchMedia(pdf.fileUrl)).status).toBe(200);

    for (const [node, docType, rendition, pages] of [
      ['Word：信息安全管理制度', 'docx', 'demo/doc/policy/policy.pdf', 3],
      ['Excel：培训预算表', 'xlsx', 'demo/doc/budget/budget.pdf', 1],
      ['PowerPoint：学习平台介绍', 'pptx', 'demo/doc/deck/deck.pdf', 4],
    ] as const) {
      const office = await watch(COURSES.media, node);
      expect(office).toMatchObject({ docType, pageCount: pages });
      expect(office.pdfUrl).toMatch(new RegExp(`^/gateway/media/[A-Za-z0-9_-]+/${rendition}$`));
      expect(office.fileUrl.endsWith(`.${docType}`)).toBe(true);
      expect((await fetchMedia(office.pdfUrl ?? '')).status).toBe(200);
    }
    // A legacy document without a rendition is offered as the file only.
    const legacy = await watch(COURSES.media, '旧版 Word：差旅费用报销办法');
    expect(legacy).toMatchObject({ docType: 'doc', pdfUrl: null, dwellSeconds: 20 });
    expect(legacy.fileUrl).toMatch(/\/demo\/doc\/legacy\/legacy\.doc$/);
    const text = await watch(COURSES.media, '文本：学习笔记');
    expect(text).toMatchObject({ docType: 'txt', pdfUrl: null, pageCount: 1, dwellSeconds: 20 });

    const images = await watch(COURSES.media, '图片：安全标识图集');
    expect(images).toMatchObject({ resourceType: ResourceType.image, pageCount: 5, dwellSeconds: 30 });
    expect(images.images.map((i) => [i.name, i.width, i.height])[0]).toEqual(['安全出口', 1280, 800]);
    expect(images.images).toHaveLength(5);
    expect(images.images.every((i) => /\/demo\/image\/gallery\/0[1-5]\.jpg$/.test(i.url))).toBe(true);
    expect((await fetchMedia(images.images[4]?.url ?? '')).status).toBe(200);

    const archive = await watch(COURSES.media, '压缩包：培训工具包');
    expect(archive).toMatchObject({ resourceType: ResourceType.archive, dwellSeconds: 10 });
    expect(archive.archiveEntries.length).toBeGreaterThan(1);
    expect(archive.archiveEntries.some((e) => e.directory === 1)).toBe(true);
    expect(archive.archiveEntries.some((e) => e.name.endsWith('README.txt') && e.size > 0)).toBe(true);
  });

  it('answers where the caller left off, without writing anything on reading', async () => {
    const handbook = await watch(COURSES.grading, '员工手册：信息安全相关条款');
    expect(handbook).toMatchObject({ position: 4, maxPosition: 4, studyProgress: 80, finished: 0 });
    const office = await watch(COURSES.office, '办公系统上手演示');
    expect(office).toMatchObject({ dragFlag: 0, position: 6, maxPosition: 6, studyProgress: 10 });
    const admin = await watch(COURSES.grading, '员工手册：信息安全相关条款', c.admin);
    expect(admin).toMatchObject({ studyProgress: 100, finished: 1, maxPosition: 5 });

    const rows = () =>
      t.db
        .select()
        .from(courseNodeUser)
        .where(
          and(
            eq(courseNodeUser.tenantId, c.refs.tenant1),
            eq(courseNodeUser.userId, c.refs.learner.id),
            eq(courseNodeUser.courseId, ids[COURSES.media] ?? ''),
          ),
        );
    expect(await rows()).toEqual([]);
    await watch(COURSES.media, 'PDF：员工手册（节选）');
    await ok(
      t,
      courseApi.imageTextWatch,
      { courseId: ids[COURSES.media], subResourceId: await nodeNamed(COURSES.media, '图文：如何使用播放器') },
      { token: c.learner },
    );
    expect(await rows()).toEqual([]);
  });

  it('shows an image-text lesson sanitised, with its dwell time and the caller’s state', async () => {
    const lesson = await ok(
      t,
      courseApi.imageTextWatch,
      {
        courseId: ids[COURSES.grading],
        subResourceId: await nodeNamed(COURSES.grading, '保密信息的标记与传递'),
      },
      { token: c.admin },
    );
    expect(lesson).toMatchObject({
      title: '保密信息的标记与传递',
      dwellSeconds: 60,
      studySeconds: 36,
      studyProgress: 60,
      finished: 0,
    });
    expect(lesson.content).toContain('<h3>三个不要</h3><ul><li>');
    const help = await ok(
      t,
      courseApi.imageTextWatch,
      { courseId: ids[COURSES.media], subResourceId: await nodeNamed(COURSES.media, '图文：如何使用播放器') },
      { token: c.learner },
    );
    expect(help).toMatchObject({ dwellSeconds: 20, studySeconds: 0, studyProgress: 0, finished: 0 });
    expect(help.content).toContain(
      '<a href="https://www.example.com/help" target="_blank" rel="noopener noreferrer nofollow">',
    );
    // The lesson's picture is a file of the site itself, served to anyone who opens the lesson.
    const picture = /<img src="([^"]+)" alt="[^"]+">/.exec(help.content)?.[1] ?? '';
    expect(picture).toMatch(/^\/gateway\/files\/lessons\/[a-z-]+\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: picture, headers: { host: 'localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('sanitises stored rich text on the way out', async () => {
    const hostile =
      '<p onclick="steal()">正文<script>alert(1)</script></p><img src=x onerror="steal()">' +
      '<a href="javascript:steal()">链接</a><iframe src="https://evil.example"></iframe>';
    const courseKey = and(eq(course.tenantId, c.refs.tenant1), eq(course.id, ids[COURSES.pricing] ?? ''));
    const [before] = await t.db.select({ introduce: course.introduce }).from(course).where(courseKey);
    const lessonNode = await nodeNamed(COURSES.pricing, '报价的基本原则');
    const [node] = await t.db
      .select({ imageTextId: courseNode.imageTextId })
      .from(courseNode)
      .where(and(eq(courseNode.tenantId, c.refs.tenant1), eq(courseNode.id, lessonNode)));
    const lessonKey = and(eq(imageText.tenantId, c.refs.tenant1), eq(imageText.id, node?.imageTextId ?? ''));
    const [lessonBefore] = await t.db.select({ content: imageText.content }).from(imageText).where(lessonKey);
    await t.db.update(course).set({ introduce: hostile }).where(courseKey);
    await t.db.update(imageText).set({ content: hostile }).where(lessonKey);
    try {
      const view = await ok(t, courseApi.view, { courseId: ids[COURSES.pricing] }, { token: c.learner });
      const lesson = await ok(
        t,
        courseApi.imageTextWatch,
        { courseId: ids[COURSES.pricing], subResourceId: lessonNode },
        { token: c.learner },
      );
      for (const html of [view.introduce, lesson.content]) {
        expect(html).toBe('<p>正文</p><a>链接</a>');
      }
    } finally {
      await t.db
        .update(course)
        .set({ introduce: before?.introduce ?? '' })
        .where(courseKey);
      await t.db
        .update(imageText)
        .set({ content: lessonBefore?.content ?? '' })
        .where(lessonKey);
    }
  });

  it('answers a node of another kind, course or company like an unknown one', async () => {
    const media = ids[COURSES.media];
    const lessonId = await nodeNamed(COURSES.media, '图文：如何使用播放器');
    const videoId = await nodeNamed(COURSES.media, '视频：新员工入职培训');
    const examId = flat(await tree(COURSES.media)).find(
      (n) => n.contentType === ContentType.exam,
    )?.subResourceId;
    const chapterId = (await tree(COURSES.media))[0]?.subResourceId;
    const otherCourseNode = await nodeNamed(COURSES.grading, '数据分级的意义');
    const refused = [
      [courseApi.resourceWatch, { courseId: media, subResourceId: lessonId }],
      [courseApi.resourceWatch, { courseId: media, subResourceId: examId }],
      [courseApi.resourceWatch, { courseId: media, subResourceId: chapterId }],
      [courseApi.resourceWatch, { courseId: media, subResourceId: otherCourseNode }],
      [courseApi.resourceWatch, { courseId: media, subResourceId: '999999999' }],
      [courseApi.imageTextWatch, { courseId: media, subResourceId: videoId }],
    ] as const;
    for (const [endpoint, body] of refused) {
      const zh = await callApi(t.app, endpoint, body, { token: c.learner });
      expect(zh, JSON.stringify(body)).toMatchObject({ code: Code.error, msg: '课程中没有这项学习内容' });
      const en = await callApi(t.app, endpoint, body, { token: c.learner, lang: 'en' });
      expect(en.msg).toBe('The course has no such lesson');
    }
  });

  it('lists coursewares and grants a download of the file', async () => {
    const list = await ok(
      t,
      courseApi.coursewareList,
      { courseId: ids[COURSES.media] },
      { token: c.learner },
    );
    expect(list.map((w) => [w.coursewareName, w.fileType])).toEqual([
      ['新员工第一周清单', 'pdf'],
      ['培训记录模板', 'xlsx'],
    ]);
    expect(list[0]?.fileSize).toBeGreaterThan(1000);
    const download = await ok(
      t,
      courseApi.coursewareDownload,
      { coursewareId: list[1]?.id },
      { token: c.learner },
    );
    expect(download.fileName).toBe('培训记录模板.xlsx');
    expect(download.url).toMatch(/^\/gateway\/media\/[A-Za-z0-9_-]+\/demo\/courseware\/template\.xlsx$/);
    expect(download.expiresIn).toBeGreaterThan(0);
    const file = await fetchMedia(download.url);
    expect(file).toEqual({ status: 200, size: list[1]?.fileSize });
    expect(
      await ok(t, courseApi.coursewareList, { courseId: ids[COURSES.grading] }, { token: c.learner }),
    ).toEqual([]);
  });
});
