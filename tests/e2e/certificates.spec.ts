import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  COMPANIES,
  HOSTS,
  HomePage,
  enterHome,
  expect,
  literal,
  localePath,
  saveScreenshot,
  test,
  text,
  type Locale,
} from './fixtures';

/*
 * Certificates: the demo learner's list in the account centre (held, expired, revoked), the PDF and the signed
 * credential they download, and the public verification page, which checks the signature in the browser and
 * refuses a tampered copy.
 */

const ORIGIN = HOSTS.bound;

async function signIn(page: Page, locale: Locale): Promise<HomePage> {
  await enterHome(page, { origin: ORIGIN, phone: ACCOUNTS.learner.phone, locale });
  const home = new HomePage(page, locale);
  await home.expectSignedIn(ACCOUNTS.learner.name, COMPANIES.xinghe[locale]);
  return home;
}

const cards = (page: Page, locale: Locale) =>
  page.getByRole('list', { name: text(locale, 'account.certificates.list') }).getByRole('listitem');
const card = (page: Page, locale: Locale, name: string) =>
  cards(page, locale).filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The verification code in a card's verification link. */
async function codeOf(page: Page, locale: Locale, name: string): Promise<string> {
  const href = await card(page, locale, name)
    .getByRole('link', { name: text(locale, 'account.certificates.verify') })
    .getAttribute('href');
  const code = /code=([0-9a-f-]{36})/.exec(href ?? '')?.[1];
  if (!code) throw new Error(`no verification code for ${name}`);
  return code;
}

const verdict = (page: Page, locale: Locale, key: string) =>
  page.getByRole('status').getByText(text(locale, `certificate.verify.verdict.${key}`), { exact: true });

test.describe('certificates', () => {
  test('my certificates from the user menu: held, expired and revoked; PDF and credential downloads', async ({
    page,
  }) => {
    const locale: Locale = 'zh';
    const home = await signIn(page, locale);
    await home.userMenu(ACCOUNTS.learner.name).click();
    const menuItem = page.getByRole('menuitem', {
      name: new RegExp(`^${literal(text(locale, 'user.certificates'))}`),
    });
    await expect(menuItem).toContainText('4');
    await menuItem.click();
    await expect(page).toHaveURL(/\/account\?change=3&recordType=2$/);
    await expect(cards(page, locale)).toHaveCount(6);
    await expect(card(page, locale, '应急救护员证书')).toContainText(
      text(locale, 'account.certificates.status.2'),
    );
    const revoked = cards(page, locale).filter({ hasText: '授予对象有误' });
    await expect(revoked).toContainText(text(locale, 'account.certificates.status.3'));
    await expect(revoked.getByRole('button', { name: text(locale, 'account.certificates.pdf') })).toHaveCount(
      0,
    );
    await saveScreenshot(page, 'certificates-zh');

    // The PDF of a held certificate.
    const held = card(page, locale, '新员工入职培训结业证书');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      held.getByRole('button', { name: text(locale, 'account.certificates.pdf') }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^新员工入职培训结业证书-PX\d{8}-[A-Z0-9]{8}\.pdf$/);
    const pdfBytes = await readFile((await pdf.path()) ?? '');
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The signed credential, as a VC 2.0 envelope around the VC-JWT.
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      held.getByRole('button', { name: text(locale, 'account.certificates.json') }).click(),
    ]);
    const envelope = JSON.parse(await readFile((await json.path()) ?? '', 'utf8')) as {
      id: string;
      type: string;
    };
    expect(envelope.type).toBe('EnvelopedVerifiableCredential');
    expect(envelope.id).toMatch(/^data:application\/vc\+jwt,eyJ/);

    // The status filter.
    await page
      .getByRole('combobox', { name: text(locale, 'account.certificates.statusLabel') })
      .selectOption({ label: text(locale, 'account.certificates.status.2') });
    await expect(page).toHaveURL(/certStatus=2/);
    await expect(cards(page, locale)).toHaveCount(1);
    // Credit hours and certificates switch within my records.
    await page.getByRole('link', { name: text(locale, 'account.records.credits') }).click();
    await expect(page).toHaveURL(/\/account\?change=3$/);
  });

  test('the public verification page: genuine, revoked, and a tampered credential refused', async ({
    page,
    browser,
  }) => {
    const locale: Locale = 'zh';
    await signIn(page, locale);
    await page.goto(`${ORIGIN}${localePath(locale, '/account')}?change=3&recordType=2`);
    const heldCode = await codeOf(page, locale, '信息安全意识合格证书');
    const held = card(page, locale, '信息安全意识合格证书');
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      held.getByRole('button', { name: text(locale, 'account.certificates.json') }).click(),
    ]);
    const saved = await readFile((await json.path()) ?? '', 'utf8');

    // A visitor, not signed in, opens the verification link (the QR code's address).
    const visitor = await browser.newContext({ locale: 'zh-CN' });
    const v = await visitor.newPage();
    const started = Date.now();
    await v.goto(`${ORIGIN}/certificate?code=${heldCode}`);
    await expect(verdict(v, locale, 'valid')).toBeVisible();
    const elapsed = Date.now() - started;
    const details = v.getByRole('region', { name: text(locale, 'certificate.verify.details') });
    await expect(details).toContainText(ACCOUNTS.learner.name);
    await expect(details).toContainText('信息安全意识合格证书');
    await expect(details).toContainText('信息安全意识基础');
    await expect(v.getByTestId('verify-method')).toBeVisible();
    console.warn(`certificate verified by link in ${elapsed} ms (page load, keys, standing and signature)`);
    await saveScreenshot(v, 'certificate-verify-valid-zh');

    // A revoked certificate still verifies as issued, and says it was revoked.
    const revokedCard = cards(page, locale).filter({ hasText: '授予对象有误' });
    const revokedHref = await revokedCard
      .getByRole('link', { name: text(locale, 'account.certificates.verify') })
      .getAttribute('href');
    await v.goto(`${ORIGIN}${revokedHref ?? ''}`);
    await expect(verdict(v, locale, 'revoked')).toBeVisible();
    await expect(v.getByRole('status')).toContainText('授予对象有误，已改为授予实际分享人');

    // Pasted back, the saved file verifies; changed by one claim, it does not.
    await v.goto(`${ORIGIN}/certificate`);
    const box = v.getByLabel(text(locale, 'certificate.verify.pasteLabel'));
    await box.fill('这不是证书');
    await v.getByRole('button', { name: text(locale, 'certificate.verify.submit'), exact: true }).click();
    await expect(v.getByRole('alert')).toHaveText(text(locale, 'certificate.verify.unreadable'));
    await expect(box).toHaveValue('这不是证书');

    const jwt = (JSON.parse(saved) as { id: string }).id.replace('data:application/vc+jwt,', '');
    const [head, body, sig] = jwt.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, name: '高级工程师资格证书' })).toString('base64url')}.${sig}`;
    await box.fill(forged);
    await v.getByRole('button', { name: text(locale, 'certificate.verify.submit'), exact: true }).click();
    await expect(verdict(v, locale, 'forged')).toBeVisible();
    await expect(v.getByRole('region', { name: text(locale, 'certificate.verify.details') })).toHaveCount(0);
    await saveScreenshot(v, 'certificate-verify-forged-zh');

    await v.getByRole('button', { name: text(locale, 'certificate.verify.another') }).click();
    await v.getByTestId('verify-file').setInputFiles({
      name: 'certificate.json',
      mimeType: 'application/json',
      buffer: Buffer.from(saved),
    });
    await expect(verdict(v, locale, 'valid')).toBeVisible();
    await visitor.close();
  });

  test('in English and on a phone, a visitor verifies a certificate', async ({ page, browser }) => {
    await signIn(page, 'zh');
    await page.goto(`${ORIGIN}/account?change=3&recordType=2`);
    const code = await codeOf(page, 'zh', '新员工入职培训结业证书');
    const phone = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    const v = await phone.newPage();
    await v.goto(`${ORIGIN}/en/certificate?code=${code}`);
    await expect(verdict(v, 'en', 'valid')).toBeVisible();
    await expect(v.getByRole('region', { name: text('en', 'certificate.verify.details') })).toContainText(
      text('en', 'certificate.verify.noExpiry'),
    );
    const overflow = await v.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(v, 'certificate-verify-valid-en-phone');
    // An unknown code says so.
    await v.goto(`${ORIGIN}/en/certificate?code=5f0c1a9e-7d3b-4c2a-9e1f-2b3c4d5e6f70`);
    await expect(verdict(v, 'en', 'unknown')).toBeVisible();
    await phone.close();
  });
});
