/** Messages of the export records module. Placeholders are `{name}`. */
const zh = {
  'export.notFound': '导出记录不存在或已删除',
  'export.notReady': '文件尚未生成完成，暂时无法下载',
  'export.linkExpired': '下载链接已失效，请重新下载',
};

const en: Record<keyof typeof zh, string> = {
  'export.notFound': 'The export record does not exist or has been deleted',
  'export.notReady': 'The file is not ready yet and cannot be downloaded',
  'export.linkExpired': 'The download link has expired, please download again',
};

export const exportMessages: { zh: Record<string, string>; en: Record<string, string> } = { zh, en };
