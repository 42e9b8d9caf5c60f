/** Messages of search and the resource library, with the labels of their request fields. */
const zh = {
  'search.keywordRequired': '请输入搜索关键词',
  'search.keywordTooLong': '搜索关键词不能超过 50 个字符',
  'library.notFound': '文件不存在或已下架',
  'library.linkExpired': '下载链接已失效，请重新下载',

  'field.str': '搜索关键词',
};

const en: Record<keyof typeof zh, string> = {
  'search.keywordRequired': 'Please enter a search keyword',
  'search.keywordTooLong': 'A search keyword may have at most 50 characters',
  'library.notFound': 'The file does not exist or has been withdrawn',
  'library.linkExpired': 'The download link has expired, please download again',

  'field.str': 'search keyword',
};

export const contentMessages: { zh: Record<string, string>; en: Record<string, string> } = { zh, en };
