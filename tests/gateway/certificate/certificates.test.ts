import { and, eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CertificateIssueWay,
  CertificateSource,
  CertificateStatus,
  certificateAdminApi,
  certificateApi,
  certificatePublicApi,
} from '../../../contract/certificate';
import { Code } from '../../../contract/envelope';
import { progressApi } from '../../../contract/progress';
import { taskStudyApi } from '../../../contract/study-task';
import { PhaseContentType } from '../../../contract/study-task.routes';
import { userApi } from '../../../contract/user';
import { course, studyTask, studyTaskUser } from '../../../gateway/db/schema';
import { studyTaskContent, studyTaskPhase } from '../../../gateway/db/schema-task';
import { certificate, certificateUser } from '../../../gateway/db/schema-certificate';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from '../notice/support';
import { makeCompany, makeCourse, tokenIn } from '../progress/support';

const DAY_MS = 24 * 3_600_000;

describe.each(dialects())('certificates (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
  });
  afterAll(() => t.close());

  const list = async (token: string, extra: Record<string, unknown> = {}) => {
    const res = await callApi(t.app, certificateApi.page, { pageSize: 50, ...extra }, { token });
    expect(res.code, res.msg).toBe(Code.ok);
    return res.data;
  };
  const heldInHeader = async (token: string) =>
    (await callApi(t.app, userApi.currentUser, {}, { token })).data.certificateCount;
  const issuerKeys = async (host = 'localhost') => {
    const res = await callApi(t.app, certificatePublicApi.issuer, {}, { host });
    expect(res.code, res.msg).toBe(Code.ok);
    return res.data;
  };

  it('lists the learner’s certificates held, expired and revoked, and counts the held ones in the header', async () => {
    const page = await list(c.learner);
    expect(page.totalCount).toBe(6);
    const byStatus = (s: number) => page.list.filter((x) => x.status === s);
    expect(
      byStatus(CertificateStatus.held)
        .map((x) => x.certificateName)
        .sort(),
    ).toEqual(
      ['优秀内训分享人', '信息安全意识合格证书', '安全生产月专题学习证书', '新员工入职培训结业证书'].sort(),
    );
    expect(byStatus(CertificateStatus.expired)).toMatchObject([
      { certificateName: '应急救护员证书', issueWay: CertificateIssueWay.manual },
    ]);
    expect(byStatus(CertificateStatus.revoked)).toMatchObject([
      { revokeReason: '授予对象有误，已改为授予实际分享人', sourceType: CertificateSource.granted },
    ]);
    expect(page.list.find((x) => x.sourceName === '安全生产月专题学习')).toMatchObject({
      sourceType: CertificateSource.studyTask,
      issueWay: CertificateIssueWay.automatic,
      expireTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect((await callApi(t.app, certificateApi.summary, {}, { token: c.learner })).data).toEqual({
      held: 4,
      expired: 1,
      revoked: 1,
    });
    expect(await heldInHeader(c.learner)).toBe(4);
    expect((await list(c.learner, { status: CertificateStatus.expired })).totalCount).toBe(1);
    // Another company of the same person holds its own.
    expect((await list(c.learnerYuanshan)).list.map((x) => x.sourceName)).toEqual(['历史证书导入']);
    expect(await heldInHeader(c.learnerYuanshan)).toBe(1);
  });

  it('tells the task page which certificate the task earns, and whether the caller holds it', async () => {
    const detail = async (taskName: string) => {
      const [row] = await t.db
        .select({ id: studyTask.id })
        .from(studyTask)
        .where(and(eq(studyTask.tenantId, c.refs.tenant1), eq(studyTask.taskName, taskName)));
      const res = await callApi(t.app, taskStudyApi.detail, { taskId: row?.id ?? '1' }, { token: c.learner });
      expect(res.code, res.msg).toBe(Code.ok);
      return res.data.certificate;
    };
    expect(await detail('2026 新任班组长培养计划')).toEqual({
      name: '新任班组长岗位能力证书',
      validMonths: 36,
      status: null,
    });
    expect(await detail('安全生产月专题学习')).toEqual({
      name: '安全生产月专题学习证书',
      validMonths: 24,
      status: CertificateStatus.held,
    });
    expect(await detail('新员工入职培训')).toBeNull();
  });

  it('signs each certificate as an Open Badges 3.0 credential the issuer’s published key verifies', async () => {
    const [held] = (await list(c.learner, { status: CertificateStatus.held })).list;
    if (!held) throw new Error('no held certificate');
    const res = await callApi(t.app, certificateApi.credential, { id: held.id }, { token: c.learner });
    expect(res.code, res.msg).toBe(Code.ok);
    const issuer = await issuerKeys();
    // The key is the tenant's, so the issuer's profile is the tenant's; each credential names its company.
    expect(issuer).toMatchObject({
      name: 'Praxis Demo',
      keys: [{ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' }],
    });
    const { payload, protectedHeader } = await jwtVerify(
      res.data.credential,
      createLocalJWKSet({ keys: issuer.keys }),
    );
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'JWT', kid: issuer.keys[0]?.kid });
    expect(payload).toMatchObject({
      iss: issuer.id,
      jti: `urn:uuid:${held.verifyCode}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      name: held.certificateName,
      issuer: { id: issuer.id, name: '星河科技' },
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [
          { identityType: 'name', identityHash: '林晓' },
          { identityType: 'ext:certificateNumber', identityHash: held.certificateNo },
        ],
        achievement: { type: ['Achievement'], name: held.certificateName },
      },
      credentialStatus: { type: '1EdTechRevocationList' },
    });
    // The same award signs to the same token (nothing in it depends on when it was asked for).
    const again = await callApi(t.app, certificateApi.credential, { id: held.id }, { token: c.learner });
    expect(again.data.credential).toBe(res.data.credential);

    // Any change to the claims breaks the signature.
    const [head, , sig] = res.data.credential.split('.');
    const forged = { ...decodeJwt(res.data.credential), name: '高级工程师资格证书' };
    const tampered = `${head}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${sig}`;
    await expect(jwtVerify(tampered, createLocalJWKSet({ keys: issuer.keys }))).rejects.toMatchObject({
      code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    });
    // Another tenant signs with a key of its own.
    const other = await issuerKeys(OTHER_HOST);
    expect(other.keys[0]?.x).not.toBe(issuer.keys[0]?.x);
    // Even under this tenant's key id, the other tenant's key does not verify this tenant's signature.
    const posing = other.keys.map((k) => ({ ...k, kid: issuer.keys[0]?.kid ?? '' }));
    await expect(jwtVerify(res.data.credential, createLocalJWKSet({ keys: posing }))).rejects.toMatchObject({
      code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    });
  });

  it('answers anyone a certificate’s standing by its code, on its own tenant’s sites only', async () => {
    const page = await list(c.learner);
    for (const cert of page.list) {
      const res = await callApi(t.app, certificatePublicApi.verify, { code: cert.verifyCode });
      expect(res.code, res.msg).toBe(Code.ok);
      expect(res.data).toMatchObject({ status: cert.status, revokeReason: cert.revokeReason });
      expect(decodeJwt(res.data.credential).jti).toBe(`urn:uuid:${cert.verifyCode}`);
      const elsewhere = await callApi(
        t.app,
        certificatePublicApi.verify,
        { code: cert.verifyCode },
        { host: OTHER_HOST },
      );
      expect(elsewhere).toMatchObject({ code: Code.error, msg: '没有找到这张证书：请核对验证链接是否完整' });
    }
    const bad = await callApi(t.app, certificatePublicApi.verify, { code: 'not-a-code' }, { lang: 'en' });
    expect(bad.code).toBe(Code.error);
    expect(bad.msg).not.toBe('');
  });

  it('keeps each member’s certificates to themselves', async () => {
    const [mine] = (await list(c.learner)).list;
    if (!mine) throw new Error('no certificate');
    for (const token of [c.admin, c.learnerYuanshan, c.other]) {
      const res = await callApi(t.app, certificateApi.credential, { id: mine.id }, { token });
      expect(res.code).not.toBe(Code.ok);
      expect(res.data).toBeNull();
      const link = await callApi(t.app, certificateApi.pdfLink, { id: mine.id }, { token });
      expect(link.code).not.toBe(Code.ok);
    }
    // A learner is no administrator; another company's administrator does not see this company's awards.
    const refused = await callApi(t.app, certificateAdminApi.page, {}, { token: c.learner });
    expect(refused.code).not.toBe(Code.ok);
    const otherCompany = await callApi(
      t.app,
      certificateAdminApi.page,
      { pageSize: 100 },
      { token: c.other },
    );
    expect(otherCompany.data?.list.some((x) => x.id === mine.id) ?? false).toBe(false);
  });

  it('hands out a short-lived PDF of a certificate, refused once revoked', async () => {
    const [held] = (await list(c.learner, { status: CertificateStatus.held })).list;
    if (!held) throw new Error('no held certificate');
    const link = await callApi(t.app, certificateApi.pdfLink, { id: held.id }, { token: c.learner });
    expect(link.code, link.msg).toBe(Code.ok);
    expect(link.data.fileName).toMatch(/\.pdf$/);
    const file = await t.app.inject({ method: 'GET', url: link.data.url, headers: { host: 'localhost' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The token works only on its tenant's sites.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: link.data.url,
      headers: { host: OTHER_HOST },
    });
    expect(elsewhere.statusCode).toBe(404);
    const [revoked] = (await list(c.learner, { status: CertificateStatus.revoked })).list;
    const refused = await callApi(
      t.app,
      certificateApi.pdfLink,
      { id: revoked?.id ?? '1' },
      { token: c.learner },
    );
    expect(refused).toMatchObject({ code: Code.error, msg: '该证书已被撤销，不能再下载' });
  });

  it('lets an administrator grant and revoke, and the header, list and verification follow', async () => {
    const defs = await callApi(t.app, certificateAdminApi.definitions, {}, { token: c.admin });
    const sharing = defs.data.find((d) => d.name === '优秀内训分享人');
    if (!sharing) throw new Error('no definition');
    const empty = await callApi(
      t.app,
      certificateAdminApi.grant,
      { certificateId: sharing.id, userIds: [c.refs.learner.id], reason: '  ' },
      { token: c.admin },
    );
    expect(empty.code).toBe(Code.error);
    const stranger = await callApi(
      t.app,
      certificateAdminApi.grant,
      { certificateId: sharing.id, userIds: [c.refs.otherUser.id], reason: '年度分享' },
      { token: c.admin },
    );
    expect(stranger).toMatchObject({ code: Code.error, msg: '有人员不是本企业已审核通过的成员' });
    const granted = await callApi(
      t.app,
      certificateAdminApi.grant,
      { certificateId: sharing.id, userIds: [c.refs.learner.id], reason: '年度最佳分享' },
      { token: c.admin },
    );
    expect(granted.data).toEqual({ granted: 1 });
    expect(await heldInHeader(c.learner)).toBe(5);
    const found = await callApi(
      t.app,
      certificateAdminApi.page,
      { keyword: '林晓', pageSize: 50 },
      { token: c.admin },
    );
    const award = found.data.list.find((x) => x.sourceName === '年度最佳分享');
    expect(award).toMatchObject({ userName: '林晓', empNo: 'E0001', issueWay: CertificateIssueWay.manual });
    if (!award) throw new Error('no award');

    const revoke = (reason: string) =>
      callApi(t.app, certificateAdminApi.revoke, { id: award.id, reason }, { token: c.admin });
    expect((await revoke('重复授予')).code).toBe(Code.ok);
    expect(await revoke('再次')).toMatchObject({ code: Code.error, msg: '该证书已经撤销过了' });
    expect(await heldInHeader(c.learner)).toBe(4);
    const standing = await callApi(t.app, certificatePublicApi.verify, { code: award.verifyCode });
    expect(standing.data).toMatchObject({ status: CertificateStatus.revoked, revokeReason: '重复授予' });
  });

  it('awards a learned course’s certificate exactly once, however many completions race', async () => {
    const company = await makeCompany(t, c.refs, '证书测试公司');
    const made = await makeCourse(t, {
      tenantId: c.refs.tenant1,
      enterpriseId: company.id,
      nodes: [{ kind: 'pdf', pages: 1 }],
      name: '叉车安全驾驶',
    });
    const [def] = await t.db
      .insert(certificate)
      .values({ tenantId: c.refs.tenant1, enterpriseId: company.id, name: '叉车操作证', validMonths: 12 })
      .returning({ id: certificate.id });
    await t.db
      .update(course)
      .set({ certificateId: def?.id })
      .where(and(eq(course.tenantId, c.refs.tenant1), eq(course.id, made.id)));
    const token = await tokenIn(t, c.refs, c.refs.learner.id, company.id);
    // Enrolled first, so that every racing report may take any path.
    await callApi(
      t.app,
      progressApi.logUpdate,
      {
        courseId: made.id,
        subResourceId: made.nodes[0],
        studyProgress: 0,
        position: 0,
        studySeconds: 0,
        seq: 1,
      },
      { token },
    );
    const answers = await Promise.all(
      [2, 3, 4, 5, 6, 7].map((seq) =>
        callApi(
          t.app,
          progressApi.logUpdate,
          {
            courseId: made.id,
            subResourceId: made.nodes[0],
            studyProgress: 100,
            position: 1,
            studySeconds: 5,
            seq,
          },
          { token },
        ),
      ),
    );
    for (const a of answers) expect(a.code, a.msg).toBe(Code.ok);
    const rows = await t.db
      .select()
      .from(certificateUser)
      .where(and(eq(certificateUser.tenantId, c.refs.tenant1), eq(certificateUser.enterpriseId, company.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: c.refs.learner.id,
      sourceType: CertificateSource.course,
      sourceId: made.id,
      sourceName: '叉车安全驾驶',
      issueWay: CertificateIssueWay.automatic,
    });
    expect(await heldInHeader(token)).toBe(1);

    // A year on it has expired: the header stops counting it and the list says so.
    t.clock.advance(366 * DAY_MS);
    const later = await tokenIn(t, c.refs, c.refs.learner.id, company.id);
    expect(await heldInHeader(later)).toBe(0);
    expect((await list(later)).list).toMatchObject([{ status: CertificateStatus.expired }]);
  });
});

describe.each(dialects())('a study task’s certificate (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
  });
  afterAll(() => t.close());

  it('is awarded once, with the read that completes the task, however many reads race', async () => {
    const company = await makeCompany(t, c.refs, '任务证书测试公司');
    const tenantId = c.refs.tenant1;
    const now = t.clock.now();
    const [def] = await t.db
      .insert(certificate)
      .values({ tenantId, enterpriseId: company.id, name: '制度学习结业证书', validMonths: null })
      .returning({ id: certificate.id });
    const [task] = await t.db
      .insert(studyTask)
      .values({
        tenantId,
        enterpriseId: company.id,
        taskName: '规章制度必读',
        startTime: new Date(now.getTime() - DAY_MS),
        endTime: new Date(now.getTime() + 30 * DAY_MS),
        certificateId: def?.id,
      })
      .returning({ id: studyTask.id });
    if (!task) throw new Error('no task');
    await t.db
      .insert(studyTaskUser)
      .values({ tenantId, enterpriseId: company.id, taskId: task.id, userId: c.refs.learner.id });
    const [phase] = await t.db
      .insert(studyTaskPhase)
      .values({ tenantId, taskId: task.id, phaseName: '阅读' })
      .returning({ id: studyTaskPhase.id });
    const contents = await t.db
      .insert(studyTaskContent)
      .values(
        ['员工手册', '考勤制度'].map((contentName, sort) => ({
          tenantId,
          taskId: task.id,
          phaseId: phase?.id ?? '',
          contentType: PhaseContentType.imageText,
          contentName,
          body: '<p>请仔细阅读。</p>',
          sort,
        })),
      )
      .returning({ id: studyTaskContent.id });
    const token = await tokenIn(t, c.refs, c.refs.learner.id, company.id);
    const read = (phaseContentId: string) =>
      callApi(t.app, taskStudyApi.contentRead, { taskId: task.id, phaseContentId }, { token });
    const awards = () =>
      t.db
        .select()
        .from(certificateUser)
        .where(and(eq(certificateUser.tenantId, tenantId), eq(certificateUser.enterpriseId, company.id)));

    // Half the task: nothing yet.
    expect((await read(contents[0]?.id ?? '')).code).toBe(Code.ok);
    expect(await awards()).toHaveLength(0);
    // The last content, read on several devices at once: one award.
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => read(contents[1]?.id ?? '')));
    for (const a of answers) expect(a.code, a.msg).toBe(Code.ok);
    const rows = await awards();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      sourceType: CertificateSource.studyTask,
      sourceId: task.id,
      sourceName: '规章制度必读',
      issueWay: CertificateIssueWay.automatic,
      expireTime: null,
    });
    expect(await heldCount(token)).toBe(1);
  });

  const heldCount = async (token: string) =>
    (await callApi(t.app, userApi.currentUser, {}, { token })).data.certificateCount;
});
