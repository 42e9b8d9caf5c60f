/**
 * Messages of live sessions and of media addresses. A room the caller may not reach (another company's,
 * another tenant's) reads exactly like an unknown one.
 */
const zh = {
  'live.notFound': '直播不存在或已下线',
  'live.signIn': '请先登录后再观看直播',
  'live.notLive': '直播当前未在进行',
  'live.noReplay': '该直播暂无回放',
  'media.notFound': '链接已失效或不存在，请回到页面重新打开',

  'field.watchSeconds': '观看时长',
};

const en: Record<keyof typeof zh, string> = {
  'live.notFound': 'The live session does not exist or has been taken down',
  'live.signIn': 'Please sign in to watch the live session',
  'live.notLive': 'The live session is not on air now',
  'live.noReplay': 'This live session has no replay',
  'media.notFound': 'This link has expired or does not exist; open it again from its page',

  'field.watchSeconds': 'Watch time',
};

export const liveMessages: { zh: Record<string, string>; en: Record<string, string> } = { zh, en };
