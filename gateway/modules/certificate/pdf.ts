import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import {
  PDFDocument,
  PageSizes,
  TextRenderingMode,
  degrees,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setCharacterSpacing,
  setLineWidth,
  setStrokingColor,
  setTextRenderingMode,
  type Color,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';
import * as QRCode from 'qrcode';

export interface CertificatePdfInput {
  locale: 'zh' | 'en';
  /** The issuing company (site) name. */
  issuerName: string;
  holderName: string;
  certificateName: string;
  certificateNo: string;
  /** What it was earned for (a course or study task name), or the reason of a manual grant. */
  sourceName: string;
  issueWay: 'automatic' | 'manual';
  /** Already formatted 'YYYY-MM-DD HH:mm:ss' (gateway's clock). */
  acquireTime: string;
  /** Already formatted, or null when it never expires. */
  expireTime: string | null;
  /** 'held' or 'expired' at the time of rendering (revoked certificates are never rendered). */
  status: 'held' | 'expired';
  /** The public verification page's address: printed under the QR code and encoded in it. */
  verifyUrl: string;
}

/** Thrown when no font able to draw Chinese is found; the caller turns it into a clear message. */
export class CertificateFontMissing extends Error {
  override readonly name = 'CertificateFontMissing';
}

const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJKsc-Regular.otf',
];
const FONT_HINT =
  'install a font that can draw Chinese (e.g. the Debian package fonts-wqy-microhei) or set PRAXIS_CJK_FONT to its file';

/**
 * An explicit path (the option, else PRAXIS_CJK_FONT) is used or fails: silently falling back to another font
 * would hide a typo in the setting.
 */
export function certificateFontPath(explicit?: string): string {
  const chosen = explicit || process.env.PRAXIS_CJK_FONT || undefined;
  if (chosen !== undefined) {
    if (!existsSync(chosen)) {
      throw new CertificateFontMissing(`The font ${chosen} does not exist: ${FONT_HINT}.`);
    }
    return chosen;
  }
  const found = FONT_CANDIDATES.find((path) => existsSync(path));
  if (found === undefined) {
    throw new CertificateFontMissing(`No font able to draw Chinese was found: ${FONT_HINT}.`);
  }
  return found;
}

/** CJK fonts weigh several megabytes: each is read once per process (a failed read is tried again next time). */
const fontBytes = new Map<string, Promise<Uint8Array>>();

function loadFontBytes(path: string): Promise<Uint8Array> {
  let bytes = fontBytes.get(path);
  if (bytes === undefined) {
    bytes = readFile(path);
    fontBytes.set(path, bytes);
    bytes.catch(() => fontBytes.delete(path));
  }
  return bytes;
}

type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];
type FontkitFont = ReturnType<PdfLibFontkit['create']>;

/**
 * The usual CJK fonts ship as .ttc collections, for which fontkit returns the collection rather than a font,
 * and pdf-lib can only embed a font: take the collection's first one (the proportional face in wqy and Noto).
 */
const collectionAwareFontkit: PdfLibFontkit = {
  create(data, postscriptName) {
    const created: object = fontkit.create(data, postscriptName);
    if ('fonts' in created && Array.isArray(created.fonts) && created.fonts.length > 0) {
      return created.fonts[0] as FontkitFont;
    }
    return created as FontkitFont;
  },
};

async function embedCjkFont(doc: PDFDocument, explicitPath: string | undefined): Promise<PDFFont> {
  const path = certificateFontPath(explicitPath);
  try {
    doc.registerFontkit(collectionAwareFontkit);
    // Subsetting keeps only the glyphs used: a few dozen kilobytes instead of the whole font.
    return await doc.embedFont(await loadFontBytes(path), { subset: true });
  } catch (cause) {
    throw new CertificateFontMissing(`The font ${path} could not be used: ${FONT_HINT}.`, { cause });
  }
}

const TEXT = {
  zh: {
    language: 'zh-CN',
    title: '证书',
    intro: '兹证明',
    source: (name: string, way: CertificatePdfInput['issueWay']) =>
      way === 'automatic' ? `完成了《${name}》` : `颁发事由：${name}`,
    awarded: '特授予',
    number: '证书编号',
    acquired: '获得时间',
    validUntil: '有效期至',
    noExpiry: '长期有效',
    issueWay: '颁发方式',
    automatic: '自动颁发',
    manual: '手动颁发',
    issuedBy: '颁发单位',
    scan: '扫码验证证书真伪',
    expired: '已过期',
  },
  en: {
    language: 'en',
    title: 'Certificate',
    intro: 'This is to certify that',
    source: (name: string, way: CertificatePdfInput['issueWay']) =>
      way === 'automatic' ? `has completed ${name}` : `in recognition of ${name}`,
    awarded: 'and is hereby awarded',
    number: 'Certificate No.',
    acquired: 'Acquired on',
    validUntil: 'Valid until',
    noExpiry: 'Does not expire',
    issueWay: 'Issuance',
    automatic: 'Issued automatically',
    manual: 'Issued manually',
    issuedBy: 'Issued by',
    scan: 'Scan to verify',
    expired: 'EXPIRED',
  },
};

const NAVY = rgb(0.106, 0.2, 0.388);
const GOLD = rgb(0.706, 0.565, 0.267);
const INK = rgb(0.14, 0.16, 0.21);
const MUTED = rgb(0.4, 0.43, 0.49);
const RED = rgb(0.78, 0.11, 0.13);
const PAPER = rgb(0.996, 0.992, 0.976);
const WHITE = rgb(1, 1, 1);

const LINE_HEIGHT = 1.28;
/** The smallest size: at it, texts of 200 characters fit their boxes; anything longer is cut with an ellipsis. */
const FLOOR_SIZE = 4;

interface Fitted {
  size: number;
  lines: string[];
}

interface FitBox {
  maxSize: number;
  minSize: number;
  maxWidth: number;
  maxLines: number;
}

const WIDE = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef`;
const BREAK_AFTER = String.raw`/?&=#\-`;
/** Han, kana, hangul and CJK punctuation may break anywhere; other text at spaces and after / ? & = # - (addresses). */
const TOKENS = new RegExp(
  String.raw`\s+|[${WIDE}]|[^\s${WIDE}${BREAK_AFTER}]*[${BREAK_AFTER}]+|[^\s${WIDE}]+`,
  'gu',
);

/** Width at size 1 of each piece of text, measured once: width grows linearly with size, and layout is slow. */
type UnitWidth = (piece: string) => number;

function unitWidthOf(font: PDFFont): UnitWidth {
  const widths = new Map<string, number>();
  return (piece) => {
    let width = widths.get(piece);
    if (width === undefined) {
      width = font.widthOfTextAtSize(piece, 1);
      widths.set(piece, width);
    }
    return width;
  };
}

function wrapText(text: string, unitWidth: UnitWidth, size: number, maxWidth: number): string[] {
  const limit = maxWidth / size;
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  let spaced = false;
  for (const token of text.match(TOKENS) ?? []) {
    if (/^\s/.test(token)) {
      spaced = line !== '';
      continue;
    }
    const width = unitWidth(token);
    const space = spaced ? unitWidth(' ') : 0;
    spaced = false;
    if (lineWidth + space + width <= limit) {
      line += space > 0 ? ` ${token}` : token;
      lineWidth += space + width;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    lineWidth = 0;
    if (width <= limit) {
      line = token;
      lineWidth = width;
      continue;
    }
    // A word wider than the line (an address, a long number) is broken between characters.
    for (const char of token) {
      const charWidth = unitWidth(char);
      if (line !== '' && lineWidth + charWidth > limit) {
        lines.push(line);
        line = '';
        lineWidth = 0;
      }
      line += char;
      lineWidth += charWidth;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Shrinks the size down to the minimum, then wraps; shrinks further only when the lines still run out. */
function fitText(raw: string, font: PDFFont, box: FitBox): Fitted {
  const text = raw.replace(/\s+/g, ' ').trim();
  const unitWidth = unitWidthOf(font);
  const width = unitWidth(text);
  for (let size = box.maxSize; size >= box.minSize; size -= 0.5) {
    if (width * size <= box.maxWidth) return { size, lines: [text] };
  }
  for (let size = box.minSize; size >= FLOOR_SIZE; size -= 0.5) {
    const lines = wrapText(text, unitWidth, size, box.maxWidth);
    if (lines.length <= box.maxLines) return { size, lines };
  }
  const lines = wrapText(text, unitWidth, FLOOR_SIZE, box.maxWidth);
  const kept = lines.slice(0, box.maxLines);
  kept[kept.length - 1] = `${(kept[kept.length - 1] ?? '').slice(0, -1)}…`;
  return { size: FLOOR_SIZE, lines: kept };
}

const blockHeight = (fitted: Fitted) => fitted.lines.length * fitted.size * LINE_HEIGHT;

interface LineStyle {
  font: PDFFont;
  size: number;
  color: Color;
  /** Strokes the outline too: the CJK fonts found on servers have a single, regular weight. */
  bold?: boolean;
  spacing?: number;
  rotate?: number;
}

function textWidth(text: string, style: LineStyle): number {
  const spacing = style.spacing ?? 0;
  return style.font.widthOfTextAtSize(text, style.size) + spacing * Math.max(0, [...text].length - 1);
}

function drawLine(page: PDFPage, text: string, x: number, y: number, style: LineStyle): void {
  const state: PDFOperator[] = [];
  if (style.bold) {
    state.push(
      setTextRenderingMode(TextRenderingMode.FillAndOutline),
      setLineWidth(style.size * 0.035),
      setStrokingColor(style.color),
    );
  }
  if (style.spacing) state.push(setCharacterSpacing(style.spacing));
  if (state.length > 0) page.pushOperators(pushGraphicsState(), ...state);
  page.drawText(text, {
    x,
    y,
    font: style.font,
    size: style.size,
    color: style.color,
    ...(style.rotate === undefined ? {} : { rotate: degrees(style.rotate) }),
  });
  if (state.length > 0) page.pushOperators(popGraphicsState());
}

/** Draws lines centred on centerX from the top edge topY down; returns the y under the last line. */
function drawCentered(
  page: PDFPage,
  fitted: Fitted,
  centerX: number,
  topY: number,
  style: Omit<LineStyle, 'size'>,
): number {
  const lineStyle = { ...style, size: fitted.size };
  let y = topY;
  for (const line of fitted.lines) {
    y -= fitted.size * LINE_HEIGHT;
    // The baseline sits above the line's bottom by the room that descenders need.
    drawLine(page, line, centerX - textWidth(line, lineStyle) / 2, y + fitted.size * 0.28, lineStyle);
  }
  return y;
}

function drawFrame(page: PDFPage, width: number, height: number): void {
  page.drawRectangle({ x: 0, y: 0, width, height, color: PAPER });
  page.drawRectangle({
    x: 22,
    y: 22,
    width: width - 44,
    height: height - 44,
    borderColor: NAVY,
    borderWidth: 4,
  });
  page.drawRectangle({
    x: 32,
    y: 32,
    width: width - 64,
    height: height - 64,
    borderColor: NAVY,
    borderWidth: 0.9,
  });
  for (const [x, y] of [
    [32, 32],
    [32, height - 32],
    [width - 32, 32],
    [width - 32, height - 32],
  ] as const) {
    drawDiamond(page, x, y, 6, GOLD);
  }
}

function drawDiamond(page: PDFPage, x: number, y: number, radius: number, color: Color): void {
  page.drawSvgPath(`M 0 ${-radius} L ${radius} 0 L 0 ${radius} L ${-radius} 0 Z`, { x, y, color });
}

function drawDivider(page: PDFPage, centerX: number, y: number, halfWidth: number): void {
  page.drawLine({
    start: { x: centerX - halfWidth, y },
    end: { x: centerX - 10, y },
    thickness: 0.8,
    color: GOLD,
  });
  page.drawLine({
    start: { x: centerX + 10, y },
    end: { x: centerX + halfWidth, y },
    thickness: 0.8,
    color: GOLD,
  });
  drawDiamond(page, centerX, y, 4, GOLD);
}

/**
 * The QR code as vector squares: each row's dark runs become one rectangle, and all of them a single filled
 * path, so viewers that anti-alias show no hairline seams between touching squares (separate rectangles do).
 * The white square around it keeps the quiet zone that scanners need, also on tinted paper.
 */
function drawQrCode(page: PDFPage, url: string, x: number, y: number, side: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quietZone = 4;
  const cell = side / (modules.size + 2 * quietZone);
  page.drawRectangle({ x, y, width: side, height: side, color: WHITE });
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      runs.push(`M${start} ${row}H${col}V${row + 1}H${start}Z`);
    }
  }
  // Path units are modules, measured from the symbol's top-left corner downwards (SVG's direction).
  page.drawSvgPath(runs.join(''), {
    x: x + quietZone * cell,
    y: y + side - quietZone * cell,
    scale: cell,
    color: INK,
  });
}

function drawExpiredStamp(
  page: PDFPage,
  font: PDFFont,
  label: string,
  centerX: number,
  centerY: number,
): void {
  const angle = 12;
  const size = 24;
  const style: LineStyle = { font, size, color: RED, bold: true, spacing: 3, rotate: angle };
  const labelWidth = textWidth(label, style);
  const width = labelWidth + 40;
  const height = size + 24;
  const cos = Math.cos((angle * Math.PI) / 180);
  const sin = Math.sin((angle * Math.PI) / 180);
  // Rotates an offset from the stamp's centre into page coordinates.
  const at = (dx: number, dy: number) => ({
    x: centerX + dx * cos - dy * sin,
    y: centerY + dx * sin + dy * cos,
  });
  for (const [inset, borderWidth] of [
    [0, 2.4],
    [4, 0.9],
  ] as const) {
    page.drawRectangle({
      ...at(-width / 2 + inset, -height / 2 + inset),
      width: width - 2 * inset,
      height: height - 2 * inset,
      rotate: degrees(angle),
      borderColor: RED,
      borderWidth,
    });
  }
  const origin = at(-labelWidth / 2, -size * 0.36);
  drawLine(page, label, origin.x, origin.y, style);
}

/** Renders the certificate as a one-page A4 landscape PDF. */
export async function renderCertificatePdf(
  input: CertificatePdfInput,
  options: { fontPath?: string } = {},
): Promise<Uint8Array> {
  const text = TEXT[input.locale];
  const doc = await PDFDocument.create();
  const font = await embedCjkFont(doc, options.fontPath);
  doc.setTitle(input.certificateName);
  doc.setAuthor(input.issuerName);
  doc.setCreator(input.issuerName);
  doc.setSubject(input.certificateNo);
  doc.setLanguage(text.language);
  doc.setProducer('Praxis');

  const [pageHeight, pageWidth] = PageSizes.A4;
  const page = doc.addPage([pageWidth, pageHeight]);
  const centerX = pageWidth / 2;
  drawFrame(page, pageWidth, pageHeight);

  const title: LineStyle = {
    font,
    size: 36,
    color: NAVY,
    bold: true,
    spacing: input.locale === 'zh' ? 14 : 3,
  };
  drawLine(page, text.title, centerX - textWidth(text.title, title) / 2, pageHeight - 108, title);
  drawDivider(page, centerX, pageHeight - 128, 130);
  if (input.status === 'expired') {
    // Top right, clear of the centred title and above the body's first line.
    drawExpiredStamp(page, font, text.expired, pageWidth - 150, pageHeight - 96);
  }

  // The body is centred between the divider and the details; its worst case (every text at its limit) fits.
  const bodyWidth = 600;
  const blocks = [
    { fitted: fitText(text.intro, font, { maxSize: 13, minSize: 13, maxWidth: bodyWidth, maxLines: 1 }) },
    {
      fitted: fitText(input.holderName, font, { maxSize: 34, minSize: 18, maxWidth: bodyWidth, maxLines: 3 }),
      style: { color: INK, bold: true },
      underline: true,
    },
    {
      fitted: fitText(text.source(input.sourceName, input.issueWay), font, {
        maxSize: 15,
        minSize: 11,
        maxWidth: bodyWidth,
        maxLines: 3,
      }),
      style: { color: INK },
    },
    { fitted: fitText(text.awarded, font, { maxSize: 12, minSize: 12, maxWidth: bodyWidth, maxLines: 1 }) },
    {
      fitted: fitText(input.certificateName, font, {
        maxSize: 26,
        minSize: 14,
        maxWidth: bodyWidth,
        maxLines: 3,
      }),
      style: { color: NAVY, bold: true },
    },
  ];
  const gap = 9;
  const bodyTop = pageHeight - 142;
  const bodyBottom = 200;
  const bodyHeight =
    blocks.reduce((sum, block) => sum + blockHeight(block.fitted), 0) + gap * (blocks.length - 1);
  let y = bodyTop - Math.max(0, (bodyTop - bodyBottom - bodyHeight) / 2);
  for (const block of blocks) {
    y = drawCentered(page, block.fitted, centerX, y, { font, color: MUTED, ...block.style });
    if (block.underline) {
      const widest = Math.max(
        ...block.fitted.lines.map((line) => font.widthOfTextAtSize(line, block.fitted.size)),
      );
      const half = Math.min(bodyWidth, widest + 60) / 2;
      page.drawLine({
        start: { x: centerX - half, y },
        end: { x: centerX + half, y },
        thickness: 0.6,
        color: GOLD,
      });
    }
    y -= gap;
  }

  // Details, bottom left: label column, then values that shrink (and wrap) within their column.
  const detailsX = 78;
  const labelSize = 10;
  const rows = [
    { label: text.number, value: input.certificateNo, color: INK },
    { label: text.acquired, value: input.acquireTime, color: INK },
    {
      label: text.validUntil,
      value: input.expireTime ?? text.noExpiry,
      color: input.status === 'expired' && input.expireTime !== null ? RED : INK,
    },
    {
      label: text.issueWay,
      value: input.issueWay === 'automatic' ? text.automatic : text.manual,
      color: INK,
    },
  ];
  const labelWidth = Math.max(...rows.map((row) => font.widthOfTextAtSize(row.label, labelSize))) + 14;
  const valueWidth = 300 - labelWidth;
  y = 178;
  for (const row of rows) {
    const value = fitText(row.value, font, { maxSize: 10.5, minSize: 7, maxWidth: valueWidth, maxLines: 2 });
    drawLine(page, row.label, detailsX, y, { font, size: labelSize, color: MUTED });
    value.lines.forEach((line, index) => {
      drawLine(page, line, detailsX + labelWidth, y - index * value.size * LINE_HEIGHT, {
        font,
        size: value.size,
        color: row.color,
      });
    });
    y -= Math.max(18, value.lines.length * value.size * LINE_HEIGHT + 6);
  }

  // Issuer, bottom centre, as a signature line.
  const issuerX = 500;
  const issuer = fitText(input.issuerName, font, { maxSize: 14, minSize: 9, maxWidth: 230, maxLines: 6 });
  const issuerTop = 98 + blockHeight(issuer);
  drawCentered(page, issuer, issuerX, issuerTop, { font, color: INK, bold: true });
  page.drawLine({
    start: { x: issuerX - 100, y: 96 },
    end: { x: issuerX + 100, y: 96 },
    thickness: 0.6,
    color: NAVY,
  });
  const issuedBy = fitText(text.issuedBy, font, { maxSize: 9, minSize: 9, maxWidth: 200, maxLines: 1 });
  drawCentered(page, issuedBy, issuerX, 92, { font, color: MUTED });

  // Verification, bottom right: the QR code, the caption, then the address it encodes.
  const qrSide = 88;
  const qrCenterX = pageWidth - 120;
  drawQrCode(page, input.verifyUrl, qrCenterX - qrSide / 2, 96, qrSide);
  const scan = fitText(text.scan, font, { maxSize: 8, minSize: 8, maxWidth: 140, maxLines: 1 });
  y = drawCentered(page, scan, qrCenterX, 94, { font, color: MUTED });
  const url = fitText(input.verifyUrl, font, { maxSize: 7, minSize: 5, maxWidth: 140, maxLines: 4 });
  drawCentered(page, url, qrCenterX, y, { font, color: MUTED });

  return doc.save();
}
