import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENUM_NAMES, systemApi } from '../../../contract/system';
import { decryptField } from '../../../gateway/http/crypto';
import { callApi, signInAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoRefs, tokenFor, type DemoRefs } from '../helpers/demo';
import { dialects } from '../helpers/dialects';

describe.each(dialects())('system module (%s)', (dialect) => {
  let t: TestApp;
  let refs: DemoRefs;
  let learnerYuanshan: string;
  let learnerNoCompany: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    refs = await demoRefs(t.db);
    const base = { tenantId: refs.tenant1, userId: refs.learner.id, websiteId: refs.localhost.id };
    learnerYuanshan = await tokenFor(t, { ...base, enterpriseId: refs.yuanshan.id });
    learnerNoCompany = await tokenFor(t, { ...base, enterpriseId: null });
  });
  afterAll(() => t.close());

  describe('website view', () => {
    it('answers the site of the host, not bound to a company on localhost', async () => {
      const res = await callApi(t.app, systemApi.websiteView, {}, { host: 'localhost' });
      expect(res).toMatchObject({ code: 200, msg: '' });
      expect(res.data).toEqual({
        id: refs.localhost.id,
        eid: null,
        domain: 'localhost',
        websiteTitle: 'Praxis 企业学习平台',
        websiteIco: '/gateway/files/favicon.svg',
        logo: '/gateway/files/praxis-logo.svg',
        clientName: 'Praxis Demo',
        amapKeyId: '',
        amapKeySecret: '',
        mobileSite: '',
        registerEnabled: 1,
        qrProviders: ['wecom', 'dingtalk'],
      });
    });

    it('answers the bound site on 127.0.0.1 with its company id and own logo', async () => {
      const res = await callApi(t.app, systemApi.websiteView, {}, { host: '127.0.0.1' });
      expect(res.data).toMatchObject({
        eid: refs.xinghe.id,
        domain: '127.0.0.1',
        websiteTitle: '星河科技学习中心',
        logo: '/gateway/files/xinghe-learning-logo.svg',
      });
    });

    it('answers another domain of the same tenant when asked by domain', async () => {
      const res = await callApi(t.app, systemApi.websiteView, { domain: '127.0.0.1' }, { host: 'localhost' });
      expect(res.data.domain).toBe('127.0.0.1');
    });

    it("never answers another tenant's site by domain", async () => {
      const res = await callApi(
        t.app,
        systemApi.websiteView,
        { domain: 'other.localhost' },
        { host: 'localhost', lang: 'en' },
      );
      expect(res).toEqual({
        status: 200,
        code: 999,
        msg: 'No site is configured for this domain',
        data: null,
      });
      const own = await callApi(t.app, systemApi.websiteView, {}, { host: 'other.localhost' });
      expect(own.data).toMatchObject({
        domain: 'other.localhost',
        websiteTitle: '北辰物流培训平台',
        qrProviders: ['dingtalk'],
      });
    });

    it('rejects an oversize domain', async () => {
      const res = await callApi(t.app, systemApi.websiteView, { domain: 'a'.repeat(254) }, { lang: 'en' });
      expect(res).toMatchObject({ code: 999, msg: 'Domain is too long or too large (at most 253)' });
    });

    it('has an authenticated variant that needs a token but no company', async () => {
      const anonymous = await callApi(t.app, systemApi.websiteViewAuth, {});
      expect(anonymous.code).toBe(301);
      const res = await callApi(t.app, systemApi.websiteViewAuth, {}, { token: learnerNoCompany });
      expect(res).toMatchObject({ code: 200, data: { domain: 'localhost', eid: null } });
      const otherTenant = await tokenFor(t, {
        tenantId: refs.tenant2,
        userId: refs.otherUser.id,
        enterpriseId: refs.beichen.id,
        websiteId: refs.other.id,
      });
      expect((await callApi(t.app, systemApi.websiteViewAuth, {}, { token: otherTenant })).code).toBe(302);
    });
  });

  describe('agreements', () => {
    it.each([
      [1, 'zh', '用户服务协议'],
      [1, 'en', 'Terms of Service'],
      [2, 'zh', '隐私政策'],
      [2, 'en', 'Privacy Policy'],
    ] as const)('type %i in %s', async (type, lang, title) => {
      const res = await callApi(t.app, systemApi.agreementView, { type }, { lang });
      expect(res.code).toBe(200);
      expect(res.data.type).toBe(type);
      expect(res.data.title).toBe(title);
      expect(res.data.content.match(/<p>/g)?.length ?? 0).toBeGreaterThan(2);
      expect(res.data.gmtModified).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it('are simple sanitised HTML', async () => {
      for (const type of [1, 2]) {
        for (const lang of ['zh', 'en'] as const) {
          const { data } = await callApi(t.app, systemApi.agreementView, { type }, { lang });
          const tags = new Set([...data.content.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
          expect([...tags].every((tag) => ['p', 'h3', 'ul', 'li'].includes(tag ?? ''))).toBe(true);
        }
      }
    });

    it('fall back to Chinese for other languages', async () => {
      const res = await callApi(
        t.app,
        systemApi.agreementView,
        { type: 2 },
        { headers: { 'accept-language': 'fr-FR' } },
      );
      expect(res.data.title).toBe('隐私政策');
    });

    it('belong to the tenant of the site', async () => {
      const res = await callApi(t.app, systemApi.agreementView, { type: 1 }, { host: 'other.localhost' });
      expect(res.data.content).toContain('北辰物流培训平台');
      const own = await callApi(t.app, systemApi.agreementView, { type: 1 }, { host: 'localhost' });
      expect(own.data.content).not.toContain('北辰物流');
    });

    it('reject a missing or unknown type', async () => {
      const missing = await callApi(t.app, systemApi.agreementView, {}, { lang: 'en' });
      expect(missing).toMatchObject({ code: 999, data: null });
      expect(missing.msg).toContain('Type');
      const wrong = await callApi(t.app, systemApi.agreementView, { type: 'service' });
      expect(wrong.code).toBe(999);
    });
  });

  describe('public key', () => {
    it('is an RSA SPKI key that decryptField can undo (RSA-OAEP, SHA-256)', async () => {
      const res = await callApi(t.app, systemApi.publicKey, {});
      expect(res.code).toBe(200);
      expect(res.data.algorithm).toBe('RSA-OAEP-256');
      const key = createPublicKey({
        key: Buffer.from(res.data.publicKey, 'base64'),
        format: 'der',
        type: 'spki',
      });
      expect(key.asymmetricKeyType).toBe('rsa');
      expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
      const secret = 'Praxis@2026 密码';
      const cipher = publicEncrypt(
        { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(secret),
      );
      expect(await decryptField(t.db, `rsa:${cipher.toString('base64')}`)).toBe(secret);
    });

    it('stays the same across calls and leaves plain values alone', async () => {
      const a = await callApi(t.app, systemApi.publicKey, {});
      const b = await callApi(t.app, systemApi.publicKey, {}, { host: '127.0.0.1' });
      expect(b.data.publicKey).toBe(a.data.publicKey);
      expect(await decryptField(t.db, 'Praxis@2026')).toBe('Praxis@2026');
    });

    it('refuses ciphertext it cannot decrypt', async () => {
      await expect(decryptField(t.db, 'rsa:AAAA')).rejects.toThrow();
    });
  });

  describe('enum list', () => {
    it.each(ENUM_NAMES)('%s has localised descriptions', async (enumName) => {
      const zh = await callApi(t.app, systemApi.enumList, { enumName });
      const en = await callApi(t.app, systemApi.enumList, { enumName }, { lang: 'en' });
      expect(zh.code).toBe(200);
      expect(zh.data.length).toBeGreaterThan(1);
      expect(en.data.map((o) => o.code)).toEqual(zh.data.map((o) => o.code));
      for (const [i, option] of zh.data.entries()) {
        expect(option.desc).toMatch(/[\u4e00-\u9fff]/);
        expect(en.data[i]?.desc).toMatch(/^[A-Z][A-Za-z ,]+$/);
      }
    });

    it("matches the spec's codes", async () => {
      const exam = await callApi(t.app, systemApi.enumList, { enumName: 'ExamStatus' }, { lang: 'en' });
      expect(exam.data).toEqual([
        { code: 1, desc: 'To be taken' },
        { code: 2, desc: 'Passed' },
        { code: 3, desc: 'Failed' },
        { code: 4, desc: 'Awaiting marking' },
        { code: 5, desc: 'Absent' },
        { code: 6, desc: 'Resit available' },
      ]);
      const resource = await callApi(t.app, systemApi.enumList, { enumName: 'ResourceType' });
      expect(resource.data).toEqual([
        { code: 2, desc: '视频' },
        { code: 3, desc: '音频' },
        { code: 4, desc: '文档' },
        { code: 5, desc: '图片' },
        { code: 6, desc: '压缩包' },
      ]);
      const content = await callApi(t.app, systemApi.enumList, { enumName: 'ContentType' });
      expect(content.data.map((o) => o.code)).toEqual([2, 3, 4, 5, 6, 7, 8]);
      const read = await callApi(t.app, systemApi.enumList, { enumName: 'ReadStatus' });
      expect(read.data).toEqual([
        { code: 0, desc: '未读' },
        { code: 1, desc: '已读' },
      ]);
    });

    it('rejects a missing or unknown name', async () => {
      const missing = await callApi(t.app, systemApi.enumList, {});
      expect(missing).toMatchObject({ code: 999, msg: '枚举名称不正确' });
      const unknown = await callApi(t.app, systemApi.enumList, { enumName: 'Salary' }, { lang: 'en' });
      expect(unknown).toMatchObject({ code: 999, msg: 'Unknown enumeration name' });
    });
  });

  describe('portal navigation', () => {
    it('lists every entry of the site in order, disabled ones included with statusId 0', async () => {
      const res = await callApi(t.app, systemApi.portalNavView, {});
      expect(res.code).toBe(200);
      const list = res.data.contentList;
      expect(list.length).toBeGreaterThanOrEqual(7);
      expect(list.map((n) => n.navName).slice(0, 5)).toEqual([
        '首页',
        '知识库',
        '讲师',
        '排行榜',
        '积分商城',
      ]);
      expect(list.filter((n) => n.statusId === 1).length).toBeGreaterThanOrEqual(7);
      const hidden = list.filter((n) => n.statusId === 0);
      expect(hidden.length).toBeGreaterThan(0);
      const link = list.find((n) => n.targetType === 90);
      expect(link).toMatchObject({ targetOpenNewPage: 1, statusId: 1 });
      expect(link?.targetAddr).toMatch(/^https:\/\//);
      expect(list.some((n) => n.targetType === 99)).toBe(true);
      const sorts = list.map((n) => n.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    });

    it('names entries in English under en', async () => {
      const res = await callApi(t.app, systemApi.portalNavView, {}, { lang: 'en' });
      const names = res.data.contentList.map((n) => n.navName);
      expect(names.slice(0, 5)).toEqual(['Home', 'Knowledge', 'Lecturers', 'Rankings', 'Points Mall']);
      expect(names.join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
    });

    it("shows the site logo to visitors and the chosen company's logo to signed-in users", async () => {
      const anonymous = await callApi(t.app, systemApi.portalNavView, {});
      expect(anonymous.data.userEntLogo).toBe('/gateway/files/praxis-logo.svg');
      const signedIn = await callApi(t.app, systemApi.portalNavView, {}, { token: learnerYuanshan });
      expect(signedIn.data.userEntLogo).toBe('/gateway/files/yuanshan-logo.svg');
      const noCompany = await callApi(t.app, systemApi.portalNavView, {}, { token: learnerNoCompany });
      expect(noCompany.data.userEntLogo).toBe('/gateway/files/praxis-logo.svg');
    });

    it('keeps each tenant to its own entries', async () => {
      const other = await callApi(t.app, systemApi.portalNavView, {}, { host: 'other.localhost' });
      const ids = new Set(other.data.contentList.map((n) => n.id));
      const mine = await callApi(t.app, systemApi.portalNavView, {}, { host: 'localhost' });
      expect(mine.data.contentList.some((n) => ids.has(n.id))).toBe(false);
      expect(other.data.contentList.map((n) => n.navName)).toEqual(['首页', '知识库', '排行榜']);
      // A token of tenant 1 on tenant 2's site is ignored: the visitor logo is shown.
      const crossed = await callApi(
        t.app,
        systemApi.portalNavView,
        {},
        { host: 'other.localhost', token: learnerYuanshan },
      );
      expect(crossed.data.userEntLogo).toBe('/gateway/files/beichen-logo.svg');
    });
  });

  describe('PC logo', () => {
    it("is the site logo for visitors and the chosen company's for signed-in users", async () => {
      expect((await callApi(t.app, systemApi.pcLogo, {})).data).toEqual({
        logo: '/gateway/files/praxis-logo.svg',
      });
      expect((await callApi(t.app, systemApi.pcLogo, {}, { host: '127.0.0.1' })).data.logo).toBe(
        '/gateway/files/xinghe-learning-logo.svg',
      );
      const res = await callApi(t.app, systemApi.pcLogo, {}, { token: learnerYuanshan });
      expect(res.data.logo).toBe('/gateway/files/yuanshan-logo.svg');
    });

    it('follows the company chosen at sign-in', async () => {
      const yuanshan = await signInAs(t.app, '13800000001', 'localhost', { enterpriseName: '远山制造' });
      expect((await callApi(t.app, systemApi.pcLogo, {}, { token: yuanshan.token })).data.logo).toBe(
        '/gateway/files/yuanshan-logo.svg',
      );
      const bound = await signInAs(t.app, '13800000001', '127.0.0.1');
      const res = await callApi(t.app, systemApi.pcLogo, {}, { host: '127.0.0.1', token: bound.token });
      expect(res.data.logo).toBe('/gateway/files/xinghe-logo.svg');
    });
  });
});
