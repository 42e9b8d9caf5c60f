/** Messages of the upload module. */
const zh = {
  'upload.missing': '请选择要上传的文件',
  'upload.empty': '文件是空的，请重新选择',
  'upload.badType': '“{name}” 不能上传：只能上传图片（JPG、PNG、GIF、WebP）、Word 或 PDF 文件',
  'upload.tooLarge': '“{name}” 太大了：这类文件最大 {max}',
  'upload.notFound': '文件不存在或无权查看',
  'upload.linkExpired': '文件链接已失效，请回到页面重新打开',
};

const en: Record<keyof typeof zh, string> = {
  'upload.missing': 'Choose a file to upload',
  'upload.empty': 'The file is empty: choose another',
  'upload.badType':
    '"{name}" cannot be uploaded: only pictures (JPG, PNG, GIF, WebP), Word and PDF files can',
  'upload.tooLarge': '"{name}" is too large: files of its kind are at most {max}',
  'upload.notFound': 'The file does not exist or is not yours to see',
  'upload.linkExpired': 'The file link has expired: open it again from its page',
};

export const uploadMessages: { zh: Record<string, string>; en: Record<string, string> } = { zh, en };
