/** Messages of the certificate module. */
const zh = {
  'certificate.notFound': '证书不存在或不属于你',
  'certificate.revoked': '该证书已被撤销，不能再下载',
  'certificate.linkExpired': '证书链接已失效，请回到证书页面重新下载',
  'certificate.codeUnknown': '没有找到这张证书：请核对验证链接是否完整',
  'certificate.memberNotFound': '有人员不是本企业已审核通过的成员',
  'certificate.alreadyRevoked': '该证书已经撤销过了',
  'certificate.pdfUnavailable': '暂时无法生成 PDF 证书，请联系管理员（服务器缺少中文字体）',
};

const en: Record<keyof typeof zh, string> = {
  'certificate.notFound': 'The certificate does not exist or is not yours',
  'certificate.revoked': 'This certificate has been revoked and can no longer be downloaded',
  'certificate.linkExpired': 'The certificate link has expired: download it again from your certificates',
  'certificate.codeUnknown': 'No certificate has this code: check that the verification link is complete',
  'certificate.memberNotFound': 'Someone chosen is not an approved member of the company',
  'certificate.alreadyRevoked': 'This certificate has been revoked already',
  'certificate.pdfUnavailable':
    'The PDF cannot be made right now: ask your administrator (the server lacks a Chinese font)',
};

export const certificateMessages: { zh: Record<string, string>; en: Record<string, string> } = { zh, en };
