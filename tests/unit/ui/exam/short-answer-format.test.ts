// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { shortAnswerToHtml, shortAnswerToText } from '../../../../src/ui/features/exam/short-answer-format';
import { stemWithSlots } from '../../../../src/ui/features/exam/blank-stem';
import { sanitizeHtml } from '../../../../src/ui/kit/rich-text/sanitize-html';

describe('short answers as simple rich text', () => {
  it('keeps paragraphs, line breaks and lists, and escapes markup the learner types', () => {
    const text = '第一段 <b>不是标签</b> & 符号\n同段换行\n\n- 要点一\n- 要点二\n\n1. 步骤一\n2、步骤二';
    const html = shortAnswerToHtml(text);
    expect(html).toBe(
      '<p>第一段 &lt;b&gt;不是标签&lt;/b&gt; &amp; 符号<br>同段换行</p>' +
        '<ul><li>要点一</li><li>要点二</li></ul>' +
        '<ol><li>步骤一</li><li>步骤二</li></ol>',
    );
    expect(shortAnswerToText(html)).toBe(
      '第一段 <b>不是标签</b> & 符号\n同段换行\n\n- 要点一\n- 要点二\n\n1. 步骤一\n2. 步骤二',
    );
  });

  it('treats blank text as no answer and reads other markup as its words', () => {
    expect(shortAnswerToHtml('  \n\n ')).toBe('');
    expect(shortAnswerToText('')).toBe('');
    expect(shortAnswerToText('纯文本答案')).toBe('纯文本答案');
    expect(shortAnswerToText('<div><strong>加粗</strong>内容</div><p>第二段</p>')).toBe('加粗内容\n\n第二段');
  });

  it('turns Windows line ends into the same paragraphs', () => {
    expect(shortAnswerToHtml('甲\r\n\r\n乙')).toBe('<p>甲</p><p>乙</p>');
  });
});

describe('blanks marked in a fill-in stem', () => {
  it('puts a slot where each run of underscores is, across tags', () => {
    const html = stemWithSlots(
      '<p>消防通道宽度不得小于 ___ 米，且 <strong>＿＿＿</strong> 堆放杂物。</p>',
      2,
      sanitizeHtml,
    );
    expect(html).toBe(
      '<p>消防通道宽度不得小于 <span data-blank="0"></span> 米，且 <strong><span data-blank="1"></span></strong> 堆放杂物。</p>',
    );
  });

  it('gives up (inputs go below the stem) when the marks and the blank count differ', () => {
    expect(stemWithSlots('<p>只有一个空 ___ 。</p>', 2, sanitizeHtml)).toBeNull();
    expect(stemWithSlots('<p>没有标记的题干</p>', 1, sanitizeHtml)).toBeNull();
    expect(stemWithSlots('<p>a ___</p>', 0, sanitizeHtml)).toBeNull();
  });

  it('sanitises the stem before adding slots', () => {
    const html = stemWithSlots('<p onclick="x()">填 ___<script>alert(1)</script></p>', 1, sanitizeHtml);
    expect(html).toBe('<p>填 <span data-blank="0"></span></p>');
  });
});
