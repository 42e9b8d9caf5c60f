import { fileURLToPath } from 'node:url';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CertificateFontMissing,
  renderCertificatePdf,
  type CertificatePdfInput,
} from '../../../gateway/modules/certificate/pdf';

const A4_LONG = 841.89;
const A4_SHORT = 595.28;

const zh: CertificatePdfInput = {
  locale: 'zh',
  issuerName: '华东能源集团有限公司',
  holderName: '张晓明',
  certificateName: '安全生产合格证',
  certificateNo: 'PX-20261127-ABCD1234',
  sourceName: '2026 新任班组长培养计划',
  issueWay: 'automatic',
  acquireTime: '2026-11-27 14:03:12',
  expireTime: null,
  status: 'held',
  verifyUrl: 'https://learn.example.com/certificate/verify/PX-20261127-ABCD1234',
};

const en: CertificatePdfInput = {
  ...zh,
  locale: 'en',
  issuerName: 'East China Energy Group',
  holderName: 'Zhang Xiaoming',
  certificateName: 'Workplace Safety Certificate',
  sourceName: '2026 New Team Leader Programme',
  issueWay: 'manual',
  expireTime: '2026-01-01 00:00:00',
  status: 'expired',
};

interface PlacedText {
  str: string;
  x: number;
  y: number;
  width: number;
}

/** The page's text pieces in drawing order, with their positions (PDF units, origin bottom left). */
async function pageText(bytes: Uint8Array): Promise<PlacedText[]> {
  // pdf.js takes over (detaches) the buffer it is given.
  const doc = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  try {
    const content = await (await doc.getPage(1)).getTextContent();
    return content.items.flatMap((item) => {
      if (!('str' in item) || item.str.trim() === '') return [];
      const [, , , , x, y] = item.transform as number[];
      return [{ str: item.str, x: x ?? NaN, y: y ?? NaN, width: item.width }];
    });
  } finally {
    await doc.destroy();
  }
}

/** Text as one string without white space: wrapped lines join up again. */
const joined = (pieces: PlacedText[]) =>
  pieces
    .map((piece) => piece.str)
    .join('')
    .replace(/\s+/g, '');
const squeeze = (text: string) => text.replace(/\s+/g, '');

async function expectOneLandscapeA4(bytes: Uint8Array): Promise<PDFDocument> {
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  expect(bytes.byteLength).toBeLessThan(1_000_000);
  // Loading with the default options would stamp pdf-lib's own producer over the one under test.
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  expect(doc.getPageCount()).toBe(1);
  const { width, height } = doc.getPage(0).getSize();
  expect(width).toBeCloseTo(A4_LONG, 1);
  expect(height).toBeCloseTo(A4_SHORT, 1);
  return doc;
}

/** Every piece of text starts and ends inside the inner frame (32 pt from the edges). */
function expectInsideFrame(pieces: PlacedText[]): void {
  for (const piece of pieces) {
    expect(piece.x, piece.str).toBeGreaterThanOrEqual(32);
    expect(piece.x + piece.width, piece.str).toBeLessThanOrEqual(A4_LONG - 32);
    expect(piece.y, piece.str).toBeGreaterThanOrEqual(32);
    expect(piece.y, piece.str).toBeLessThanOrEqual(A4_SHORT - 32);
  }
}

describe('certificate PDF', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('renders a Chinese certificate on one landscape A4 page, with its details and metadata', async () => {
    const bytes = await renderCertificatePdf(zh);
    const doc = await expectOneLandscapeA4(bytes);
    expect(doc.getTitle()).toBe('安全生产合格证');
    expect(doc.getAuthor()).toBe('华东能源集团有限公司');
    expect(doc.getCreator()).toBe('华东能源集团有限公司');
    expect(doc.getSubject()).toBe('PX-20261127-ABCD1234');
    expect(doc.getProducer()).toBe('Praxis');
    expect(doc.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe('zh-CN');

    const pieces = await pageText(bytes);
    const text = joined(pieces);
    for (const expected of [
      '证书',
      '张晓明',
      '完成了《2026新任班组长培养计划》',
      '安全生产合格证',
      'PX-20261127-ABCD1234',
      '2026-11-2714:03:12',
      '长期有效',
      '自动颁发',
      '华东能源集团有限公司',
      '扫码验证证书真伪',
      squeeze(zh.verifyUrl),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('已过期');
    expectInsideFrame(pieces);
  });

  it('renders an English certificate, marking an expired one', async () => {
    const bytes = await renderCertificatePdf(en);
    const doc = await expectOneLandscapeA4(bytes);
    expect(doc.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe('en');

    const pieces = await pageText(bytes);
    const text = joined(pieces);
    for (const expected of [
      'Certificate',
      'ZhangXiaoming',
      squeeze(en.sourceName),
      'WorkplaceSafetyCertificate',
      'PX-20261127-ABCD1234',
      '2026-01-0100:00:00',
      'Issuedmanually',
      'EastChinaEnergyGroup',
      'Scantoverify',
      squeeze(en.verifyUrl),
      'EXPIRED',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Doesnotexpire');
    expectInsideFrame(pieces);
  });

  it('marks an expired Chinese certificate', async () => {
    const text = joined(await pageText(await renderCertificatePdf({ ...zh, status: 'expired' })));
    expect(text).toContain('已过期');
  });

  it('keeps texts of 200 characters on the page, shrunk and wrapped', async () => {
    const long: CertificatePdfInput = {
      ...zh,
      holderName: '欧阳'.repeat(100),
      certificateName: '安全生产合格证书'.repeat(25),
      sourceName: 'Annual award for outstanding contribution to workplace safety '.repeat(4).slice(0, 200),
      issuerName: '华东能源集团有限公司第一分公司'.repeat(13).slice(0, 200),
      verifyUrl: `https://learn.example.com/certificate/verify/${'a1b2c3d4'.repeat(20)}`,
      status: 'expired',
    };
    expect(long.certificateName).toHaveLength(200);
    const bytes = await renderCertificatePdf(long);
    await expectOneLandscapeA4(bytes);
    const pieces = await pageText(bytes);
    const text = joined(pieces);
    for (const expected of [
      long.holderName,
      long.certificateName,
      long.sourceName,
      long.issuerName,
      long.verifyUrl,
    ]) {
      expect(text).toContain(squeeze(expected));
    }
    expectInsideFrame(pieces);
  });

  it('throws CertificateFontMissing for a font path that does not exist, without falling back', async () => {
    vi.stubEnv('PRAXIS_CJK_FONT', undefined);
    const rendering = renderCertificatePdf(zh, { fontPath: '/nonexistent/fonts/cjk.ttc' });
    await expect(rendering).rejects.toBeInstanceOf(CertificateFontMissing);
    await expect(rendering).rejects.toThrow(/fonts-wqy-microhei.*PRAXIS_CJK_FONT/);
  });

  it('throws CertificateFontMissing when PRAXIS_CJK_FONT names a missing file', async () => {
    vi.stubEnv('PRAXIS_CJK_FONT', '/nonexistent/fonts/cjk.ttc');
    await expect(renderCertificatePdf(zh)).rejects.toBeInstanceOf(CertificateFontMissing);
  });

  it('throws CertificateFontMissing for a file that is not a font', async () => {
    const notAFont = fileURLToPath(import.meta.url);
    await expect(renderCertificatePdf(zh, { fontPath: notAFont })).rejects.toBeInstanceOf(
      CertificateFontMissing,
    );
  });
});
