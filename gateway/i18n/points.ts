/** Messages of points and the daily sign-in (decision 0063), and the labels of their request fields. */
const zh = {
  'points.month.format': '月份格式不正确，请按“年-月”填写，如 2026-11',
  'points.insufficient': '积分不足：当前 {balance} 积分，需要 {cost} 积分',
  'points.signIn.disabled': '本企业未开放每日签到',

  'field.month': '月份',
  'field.direction': '收支类型',
};

const en: Record<keyof typeof zh, string> = {
  'points.month.format': 'The month is not valid: write it as year-month, for example 2026-11',
  'points.insufficient': 'Not enough points: you have {balance} and {cost} are needed',
  'points.signIn.disabled': 'Daily sign-in is not open in this company',

  'field.month': 'Month',
  'field.direction': 'Earned or spent',
};

export const pointsMessages: { zh: Record<string, string>; en: Record<string, string> } = { zh, en };
