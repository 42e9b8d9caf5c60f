import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { ExportStatus, exportApi } from '../../../contract/export';
import { offlineApi } from '../../../contract/offline';
import { formatDateTime } from '../../../gateway/http/time';
import { attendanceExportRows } from '../../../gateway/modules/offline/routes';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST } from '../notice/support';
import { MINUTE_MS, SAFETY, courseOf, offlineDemo, sessionOf, type OfflineDemo } from './support';

describe.each(dialects())('the lecturer’s attendance export (%s)', (dialect) => {
  let t: TestApp;
  let d: OfflineDemo;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    d = await offlineDemo(t);
  });
  afterAll(() => t.close());

  /** Exports the course as the lecturer and reads the file back, line by line, cells split. */
  async function exported(lang: 'zh' | 'en') {
    const res = await callApi(
      t.app,
      offlineApi.attendanceExport,
      { courseId: courseOf(d, SAFETY) },
      { token: d.c.lecturer, lang },
    );
    expect(res.code).toBe(Code.ok);
    expect(res.data.exportStatus).toBe(ExportStatus.ready);
    const link = await callApi(t.app, exportApi.downloadUrl, { id: res.data.id }, { token: d.c.lecturer });
    const file = await t.app.inject({ method: 'GET', url: link.data.url, headers: { host: 'localhost' } });
    expect(file.statusCode).toBe(200);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(','));
    return { record: res.data, lines };
  }

  it('writes a row per learner and session with attendance and assessment, in the reader’s language', async () => {
    const { record, lines } = await exported('en');
    expect(record.fileName).toMatch(/^班组安全管理面授课-attendance-\d{14}\.csv$/);
    expect(lines[0]).toEqual([
      'Learner',
      'Employee no.',
      'Department',
      'Session',
      'Start time',
      'Attendance',
      'Checked in',
      'Checked out',
      'Recorded by',
      'Code issued',
      'Assessment score',
      'Assessment result',
    ]);
    // 7 learners × 5 sessions, by employee number and then time.
    expect(lines).toHaveLength(1 + 7 * 5);
    const first = sessionOf(d, SAFETY, 0);
    const at = (minutes: number) => formatDateTime(new Date(first.start.getTime() + minutes * MINUTE_MS));
    expect(lines.slice(1, 6)).toEqual([
      [
        '林晓',
        'E0001',
        '产品部',
        first.name,
        at(0),
        'Present',
        at(-6),
        at(182),
        'Scan',
        at(-6),
        '',
        'Not assessed',
      ],
      [
        '林晓',
        'E0001',
        '产品部',
        sessionOf(d, SAFETY, 1).name,
        formatDateTime(sessionOf(d, SAFETY, 1).start),
        'On leave',
        '',
        '',
        'Lecturer',
        '',
        '',
        'Not assessed',
      ],
      ...[2, 3, 4].map((i) => [
        '林晓',
        'E0001',
        '产品部',
        sessionOf(d, SAFETY, i).name,
        formatDateTime(sessionOf(d, SAFETY, i).start),
        'Not recorded',
        '',
        '',
        '',
        '',
        '',
        'Not assessed',
      ]),
    ]);
    const of = (empNo: string) => lines.filter((l) => l[1] === empNo);
    expect(of('E0101').map((l) => [l[0], l[5], l[10], l[11]])).toEqual(
      Array.from({ length: 5 }, (_, i) => [
        '刘洋',
        ['Present', 'Present', 'Present', 'Not recorded', 'Not recorded'][i],
        '92',
        'Passed',
      ]),
    );
    expect(of('E0104')[0]?.slice(5, 12)).toEqual(['Absent', '', '', 'Lecturer', '', '52', 'Not passed']);
    expect(of('E0102')[0]?.[5]).toBe('Late');
  });

  it('writes the Chinese file for a Chinese reader, into the lecturer’s download records', async () => {
    const { record, lines } = await exported('zh');
    expect(record.fileName).toMatch(/^班组安全管理面授课-考勤-\d{14}\.csv$/);
    expect(lines[0]?.slice(0, 6)).toEqual(['学员', '工号', '部门', '课次', '开始时间', '考勤状态']);
    expect(lines[1]?.slice(5)).toEqual(expect.arrayContaining(['出勤', '扫码', '待考核']));
    expect(lines.find((l) => l[1] === 'E0104')?.slice(10)).toEqual(['52', '未通过']);
    const mine = await callApi(t.app, exportApi.page, {}, { token: d.c.lecturer });
    expect(mine.data.list[0]).toEqual(record);
    const learners = await callApi(t.app, exportApi.page, {}, { token: d.c.learner });
    expect(learners.data.list.some((r) => r.id === record.id)).toBe(false);
  });

  it('files nothing for whoever may not export the course', async () => {
    const id = courseOf(d, SAFETY);
    const before = (await callApi(t.app, exportApi.page, {}, { token: d.c.learner })).data.totalCount;
    const refused = await callApi(
      t.app,
      offlineApi.attendanceExport,
      { courseId: id },
      { token: d.c.learner },
    );
    expect(refused).toMatchObject({ code: Code.noPermission, msg: '只有讲师可以使用此功能', data: null });
    expect((await callApi(t.app, exportApi.page, {}, { token: d.c.learner })).data.totalCount).toBe(before);
    const unknown = await callApi(
      t.app,
      offlineApi.attendanceExport,
      { courseId: '999999' },
      { token: d.c.lecturer },
    );
    expect(unknown.msg).toBe('线下课程不存在或已停用');
    const other = await callApi(
      t.app,
      offlineApi.attendanceExport,
      { courseId: id },
      { token: d.c.other, host: OTHER_HOST },
    );
    expect(other.msg).toBe('线下课程不存在或已停用');
    expect(
      (await callApi(t.app, offlineApi.attendanceExport, { courseId: 'x' }, { token: d.c.lecturer })).code,
    ).toBe(Code.error);
  });

  it('produces nothing when the job’s member no longer teaches the course', async () => {
    const learner = {
      tenantId: d.c.refs.tenant1,
      enterpriseId: d.c.refs.xinghe.id,
      userId: d.c.refs.learner.id,
    };
    await expect(
      attendanceExportRows(t.db, learner, { courseId: courseOf(d, SAFETY) }, (k) => k, t.clock.now()),
    ).rejects.toThrow('offline.notLecturer');
  });
});
