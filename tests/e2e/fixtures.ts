import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { mkdir } from 'node:fs/promises';
import {
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
  type TestInfo,
} from '@playwright/test';
import { userRoutes } from '../../contract/user.routes';
import { t as gatewayMessage, type MessageParams } from '../../gateway/i18n/t';

/*
 * What every end-to-end test shares: the demo hosts and accounts, the portal's own words (read from its
 * message catalogues, so the tests follow the copy), a client address of its own per test, and helpers that
 * drive the sign-in page the way a person does.
 */

export type Locale = 'zh' | 'en';

const PORT = process.env.E2E_PORT ?? '18080';

/**
 * The address of the built script that holds `sources` (paths from the repository's root), from the build's
 * manifest: file names are hashes alone, so a test that cuts a chunk off finds it here.
 */
export function builtScripts(...sources: string[]): RegExp {
  const dist = process.env.E2E_DIST ?? 'dist';
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const files = sources.map((source) => {
    const file = manifest[source]?.file;
    if (!file) throw new Error(`${source} is no chunk of the build in ${dist}`);
    return file.replace(/[.]/g, '\\.');
  });
  return new RegExp(`/(${files.join('|')})$`);
}

/** The demo sites (ARCHITECTURE §7): one open to every company, one bound to 星河科技, another tenant. */
export const HOSTS = {
  open: `http://localhost:${PORT}`,
  bound: `http://127.0.0.1:${PORT}`,
  other: `http://other.localhost:${PORT}`,
} as const;
export type Origin = (typeof HOSTS)[keyof typeof HOSTS];

export const PASSWORD = 'Praxis@2026';

export const ACCOUNTS = {
  /** 林晓: learner in 星河科技 (E0001) and 远山制造 (Y0001). */
  learner: { phone: '13800000001', name: '林晓', empNo: 'E0001' },
  /** 陈立: lecturer, only in 星河科技. Reserved for the SMS sign-in test (one code per phone per minute). */
  lecturer: { phone: '13800000003', name: '陈立' },
  awaiting: { phone: '13800000005', name: '赵宁' },
  /** 孙越: application to 星河科技 not approved. */
  rejected: { phone: '13800000006', name: '孙越', reason: '工号信息不完整，请联系人事部门' },
  /** 韩东: the second tenant's user (other.localhost), in 北辰物流. */
  otherTenant: { phone: '13900000001', name: '韩东', company: '北辰物流', site: '北辰物流培训平台' },
} as const;

export const COMPANIES = {
  xinghe: { zh: '星河科技', en: 'Xinghe Tech' },
  yuanshan: { zh: '远山制造', en: 'Yuanshan Manufacturing' },
} as const;

function catalogue(locale: Locale): Record<string, string> {
  const file = new URL(`../../src/locales/${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

const CATALOGUES: Record<Locale, Record<string, string>> = { zh: catalogue('zh'), en: catalogue('en') };

/**
 * A portal message as the reader sees it: `{name}` placeholders filled, rich-text tags reduced to their
 * text. Throws on an unknown key so a renamed message breaks the test loudly.
 */
export function text(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const template = CATALOGUES[locale][key];
  if (template === undefined) throw new Error(`No ${locale} message "${key}"`);
  // Counts are ICU plurals: those messages are formatted as the portal formats them.
  if (/\{\w+, (plural|select),/.test(template)) {
    const plain = template.replace(/<(\w+)>(.*?)<\/\1>/g, '$2');
    return String(new IntlMessageFormat(plain, locale === 'zh' ? 'zh-CN' : 'en-US').format(values));
  }
  return template
    .replace(/<(\w+)>(.*?)<\/\1>/g, '$2')
    .replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : whole,
    );
}

/** A gateway message (what the server says in `msg`), from the gateway's own catalogue. */
export function serverText(locale: Locale, key: string, params: MessageParams = {}): string {
  return gatewayMessage(locale, key, params);
}

/** The portal path of a page in a locale: Chinese has no prefix, English lives under /en. */
export function localePath(locale: Locale, path: string): string {
  return locale === 'en' ? `/en${path}` : path;
}

/** Escapes a literal for use inside a RegExp. */
export function literal(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Matches a message as an accessible name, where the browser may put spaces around inline links
 * ("同意 《服务协议》 和 …").
 */
export function looseName(value: string): RegExp {
  const pattern = [...value.trim().replace(/\s+/g, ' ')]
    .map((c) => (c === ' ' ? '\\s+' : literal(c)))
    .join('\\s*');
  return new RegExp(`^${pattern}$`);
}

// Counters are per worker process; the worker index keeps them apart across processes of one run.
let addressCounter = 0;
let phoneCounter = 0;

/**
 * A client address no other test of this run uses, so sign-in failure counters never leak between tests. It is
 * a loopback address (127.1.0.1 and up, never the browser's own 127.0.0.1): the demo hooks the tests read SMS
 * codes and captcha answers through answer clients on the gateway's machine only.
 */
export function uniqueAddress(testInfo: TestInfo): string {
  const n = addressCounter++;
  return `127.${(testInfo.workerIndex % 255) + 1}.${Math.floor(n / 250) % 256}.${(n % 250) + 1}`;
}

/**
 * A phone number no other test of this run uses: `1370000xxxx` for throwaway registrations, `1371000xxxx`
 * for a number nobody registers (failed sign-ins against it move no real account's counters).
 */
export function uniquePhone(testInfo: TestInfo, kind: 'register' | 'stranger' = 'register'): string {
  const n = (testInfo.workerIndex * 200 + (phoneCounter++ % 200)) % 10_000;
  return `${kind === 'register' ? '1370000' : '1371000'}${String(n).padStart(4, '0')}`;
}

interface OutboxEntry {
  id: string;
  phone: string;
  body: string;
  code: string;
  gmtCreate: string;
}

async function readOutbox(request: APIRequestContext, origin: Origin, phone: string): Promise<OutboxEntry[]> {
  const res = await request.get(`${origin}/gateway/demo/sms/outbox`, { params: { phone } });
  expect(res.ok()).toBe(true);
  const envelope = (await res.json()) as { code: number; msg: string; data: OutboxEntry[] | null };
  expect(envelope.code, envelope.msg).toBe(200);
  return envelope.data ?? [];
}

/** The ids of the messages already in a phone's outbox, to tell a new code from an old one. */
export async function outboxIds(
  request: APIRequestContext,
  origin: Origin,
  phone: string,
): Promise<Set<string>> {
  return new Set((await readOutbox(request, origin, phone)).map((m) => m.id));
}

/** Waits for a code texted to `phone` after `seen` was taken and answers it. */
export async function newSmsCode(
  request: APIRequestContext,
  origin: Origin,
  phone: string,
  seen: Set<string> = new Set(),
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const fresh = (await readOutbox(request, origin, phone)).find((m) => !seen.has(m.id));
        code = fresh?.code ?? '';
        return code;
      },
      { message: `an SMS code for ${phone}` },
    )
    .toMatch(/^[0-9]{6}$/);
  return code;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A gateway call made outside the page (same client address and cookies as the test's context). */
export async function gatewayCall<T>(
  request: APIRequestContext,
  origin: Origin,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  const url = `${origin}/gateway${path}`;
  const res = await request.fetch(url, {
    method,
    headers: { 'accept-language': 'zh-CN', ...headers },
    ...(method === 'GET' ? { params: body as Record<string, string> } : { data: body }),
  });
  expect(res.ok(), `${method} ${path}`).toBe(true);
  return (await res.json()) as Envelope<T>;
}

/**
 * Registers a throwaway account without the UI (code from the outbox) in a company that needs no approval,
 * so a test can start from an account of its own.
 */
export async function registerAccount(
  request: APIRequestContext,
  origin: Origin,
  account: { phone: string; name: string; password: string; company: string },
): Promise<void> {
  const open = await gatewayCall<{ id: string; name: string; approval: number }[]>(
    request,
    origin,
    'POST',
    '/user/api/user/register/enterprise/list',
  );
  const company = open.data.find((e) => e.name === account.company);
  expect(company, `${account.company} is open for sign-up`).toBeDefined();
  const seen = await outboxIds(request, origin, account.phone);
  const sent = await gatewayCall(request, origin, 'POST', '/user/api/user/send/verification/code', {
    phone: account.phone,
    type: 2,
  });
  expect(sent.code, sent.msg).toBe(200);
  const code = await newSmsCode(request, origin, account.phone, seen);
  const registered = await gatewayCall(request, origin, 'POST', '/user/api/user/register', {
    phone: account.phone,
    code,
    name: account.name,
    password: account.password,
    confirmPassword: account.password,
    enterpriseId: company?.id,
  });
  expect(registered.code, registered.msg).toBe(200);
}

/** The token cookie the portal keeps for a host, if any. */
export async function tokenCookie(context: BrowserContext, origin: Origin): Promise<string | undefined> {
  const cookies = await context.cookies(origin);
  return cookies.find((c) => c.name === 'ENT_WEB_TOKEN')?.value;
}

/**
 * Follows a page's gateway calls from now on. `settled()` waits until the page's cards have finished loading
 * and no call is in flight: after that, nothing the page asked for on arrival can still reach the server, so
 * a test that changes the server under the page (ends its session) knows which call meets the change first.
 */
export function watchGatewayCalls(page: Page): { settled: () => Promise<void> } {
  const open = new Set<Request>();
  const isGateway = (request: Request) => new URL(request.url()).pathname.startsWith('/gateway/');
  page.on('request', (request) => {
    if (isGateway(request)) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return {
    settled: async () => {
      // Loading cards are marked busy from their first paint, so none left means their calls have answered.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect.poll(() => open.size, { message: 'gateway calls still in flight' }).toBe(0);
    },
  };
}

/** Saves a full-page screenshot under test-results/screenshots/ (kept after the run for people to look at). */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await mkdir('test-results/screenshots', { recursive: true });
  const path = `test-results/screenshots/${name}.png`;
  // Logos and pictures finish loading first, so the picture shows the page as a person sees it.
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** A browser context speaking from its own client address (the gateway trusts X-Forwarded-For in e2e). */
export async function newClient(
  browser: Browser,
  address: string,
  options: { locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: options.locale ?? 'zh-CN',
    extraHTTPHeaders: { 'X-Forwarded-For': address },
  });
  return { context, page: await context.newPage() };
}

const SIGN_IN_CALL =
  /^\/gateway\/user\/api\/user\/(info\/login\/pwd|info\/emp\/no\/pwd|login\/verification\/code)$/;

/**
 * The sign-in page as a person uses it: pick a method, fill the visible form, tick the agreement, submit.
 * Everything is found by role and accessible name in the page's language.
 */
export class LoginPage {
  constructor(
    readonly page: Page,
    readonly locale: Locale = 'zh',
  ) {}

  t(key: string, values?: Record<string, string | number>): string {
    return text(this.locale, key, values);
  }

  async goto(origin: Origin = HOSTS.open, search = ''): Promise<void> {
    await this.page.goto(`${origin}${localePath(this.locale, '/login')}${search}`);
    await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.t('login.heading') });
  }

  /** The visible method's panel (the others are hidden). */
  get panel(): Locator {
    return this.page.getByRole('tabpanel');
  }

  tab(method: 'password' | 'sms' | 'empNo' | 'qr'): Locator {
    return this.page.getByRole('tab', { name: this.t(`login.method.${method}`), exact: true });
  }

  async choose(method: 'password' | 'sms' | 'empNo' | 'qr'): Promise<void> {
    await this.tab(method).click();
    await expect(this.tab(method)).toHaveAttribute('aria-selected', 'true');
  }

  field(key: string): Locator {
    return this.panel.getByLabel(this.t(key), { exact: true });
  }

  get phone(): Locator {
    return this.field('login.phone.label');
  }

  get password(): Locator {
    return this.field('login.password.label');
  }

  get empNo(): Locator {
    return this.field('login.empNo.label');
  }

  get smsCode(): Locator {
    return this.field('sms.code.label');
  }

  get sendCode(): Locator {
    return this.panel.getByRole('button', { name: this.t('sms.send') });
  }

  get captchaInput(): Locator {
    return this.field('login.captcha.label');
  }

  /** The captcha picture is a button that draws a new one. */
  get captchaRefresh(): Locator {
    return this.panel.getByRole('button', { name: this.t('login.captcha.refresh') });
  }

  get captchaImage(): Locator {
    return this.captchaRefresh.locator('img');
  }

  get agreement(): Locator {
    return this.panel.getByRole('checkbox', { name: looseName(this.t('agreement.consent')) });
  }

  get submit(): Locator {
    return this.panel.getByRole('button', { name: this.t('login.submit'), exact: true });
  }

  /** A message shown on the page (server errors appear above the form). */
  message(value: string): Locator {
    return this.page.getByRole('main').getByText(value, { exact: true });
  }

  async agree(): Promise<void> {
    // The native box is visually hidden under its styled label; forcing clicks that spot, i.e. the label's box.
    await this.agreement.check({ force: true });
    await expect(this.agreement).toBeChecked();
  }

  /** Submits the visible form and waits for the gateway's answer to the sign-in; answers its code. */
  async submitSignIn(): Promise<number> {
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => SIGN_IN_CALL.test(new URL(r.url()).pathname)),
      this.submit.click(),
    ]);
    return ((await response.json()) as { code: number }).code;
  }

  async withPassword(phone: string, password: string): Promise<number> {
    await this.choose('password');
    await this.phone.fill(phone);
    await this.password.fill(password);
    if (!(await this.agreement.isChecked())) await this.agree();
    return this.submitSignIn();
  }

  async withEmpNo(empNo: string, password: string): Promise<number> {
    await this.choose('empNo');
    await this.empNo.fill(empNo);
    await this.password.fill(password);
    if (!(await this.agreement.isChecked())) await this.agree();
    return this.submitSignIn();
  }
}

/** The company chooser shown after signing in on a site open to several companies. */
export class CompanyPage {
  constructor(
    readonly page: Page,
    readonly locale: Locale = 'zh',
  ) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: text(this.locale, 'company.heading') });
  }

  company(name: string): Locator {
    return this.page.getByRole('main').getByRole('button', { name: new RegExp(`^${literal(name)}`) });
  }

  async choose(name: string): Promise<void> {
    await expect(this.heading).toBeVisible();
    await this.company(name).click();
  }
}

/** The signed-in home page: who is signed in and to which company. */
export class HomePage {
  constructor(
    readonly page: Page,
    readonly locale: Locale = 'zh',
  ) {}

  greeting(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: text(this.locale, 'home.welcome', { name }) });
  }

  /** The company card's company name. */
  /** The current company: its logo (which carries the name) or, without one, its name. */
  company(name: string): Locator {
    const main = this.page.getByRole('main');
    return main.getByRole('img', { name, exact: true }).or(main.getByText(name, { exact: true }));
  }

  async expectSignedIn(user: string, company: string): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`${literal(localePath(this.locale, '/home'))}(\\?|$)`));
    await expect(this.greeting(user)).toBeVisible();
    await expect(this.company(company)).toBeVisible();
  }

  userMenu(name: string): Locator {
    return this.page.getByRole('button', { name: text(this.locale, 'user.menu', { name }) });
  }

  menuItem(key: string): Locator {
    return this.page.getByRole('menuitem', { name: text(this.locale, key) });
  }
}

/**
 * Signs in through the gateway as the sign-in page does (password, then the company on the open site), leaves
 * the token in the cookie the portal reads and opens /home: for tests of what follows a sign-in, which need
 * not drive the sign-in page every time (its own tests do). Uses the page's context, so its client address.
 */
export async function enterHome(
  page: Page,
  options: { origin: Origin; phone: string; company?: string; locale?: Locale },
): Promise<void> {
  const { origin, phone, locale = 'zh' } = options;
  const signIn = await gatewayCall<{ token: string; chooseEnterprise: number }>(
    page.request,
    origin,
    'POST',
    userRoutes.loginByPassword.path,
    { phone, password: PASSWORD },
  );
  expect(signIn.code, signIn.msg).toBe(200);
  let token = signIn.data.token;
  if (signIn.data.chooseEnterprise === 1) {
    const asked = { token };
    const list = await gatewayCall<{ id: string; name: string }[]>(
      page.request,
      origin,
      'POST',
      userRoutes.enterpriseList.path,
      {},
      asked,
    );
    const chosen = list.data.find((e) => e.name === (options.company ?? COMPANIES.xinghe.zh));
    expect(chosen, `${phone} belongs to ${options.company ?? COMPANIES.xinghe.zh}`).toBeDefined();
    const choice = await gatewayCall<{ token: string }>(
      page.request,
      origin,
      'POST',
      userRoutes.chooseEnterprise.path,
      { enterpriseId: chosen?.id },
      asked,
    );
    expect(choice.code, choice.msg).toBe(200);
    token = choice.data.token;
  }
  await page.context().addCookies([{ name: 'ENT_WEB_TOKEN', value: token, url: origin }]);
  await page.goto(`${origin}${localePath(locale, '/home')}`);
}

/** 林晓 signs in on the open site with the password and enters `company` (its name in Chinese). */
export async function learnerEnters(page: Page, company: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.withPassword(ACCOUNTS.learner.phone, PASSWORD);
  await new CompanyPage(page).choose(company);
  await new HomePage(page).expectSignedIn(ACCOUNTS.learner.name, company);
}

interface Fixtures {
  /** This test's own client address (sent as X-Forwarded-For by the default context). */
  clientAddress: string;
  login: LoginPage;
  companyPage: CompanyPage;
  home: HomePage;
}

export const test = base.extend<Fixtures>({
  // Playwright needs the destructuring even when the fixture uses nothing.
  // eslint-disable-next-line no-empty-pattern
  clientAddress: async ({}, use, testInfo) => {
    await use(uniqueAddress(testInfo));
  },
  extraHTTPHeaders: async ({ clientAddress }, use) => {
    await use({ 'X-Forwarded-For': clientAddress });
  },
  login: async ({ page }, use) => {
    await use(new LoginPage(page));
  },
  companyPage: async ({ page }, use) => {
    await use(new CompanyPage(page));
  },
  home: async ({ page }, use) => {
    await use(new HomePage(page));
  },
});

export { expect };
