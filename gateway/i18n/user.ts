/**
 * Messages of the user module: sign-in, captcha, SMS codes, QR sign-in, registration, passwords. Placeholders
 * are `{name}`. Both languages have exactly the same keys (the English table is typed by the Chinese one).
 */
const zh = {
  'user.captcha.required': '请输入图形验证码',
  'user.captcha.wrong': '图形验证码错误，请重新输入',

  'user.signIn.wrongPhone': '手机号或密码错误',
  'user.signIn.wrongEmpNo': '工号或密码错误',
  'user.signIn.locked': '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试',
  'user.signIn.disabled': '该账号已被停用，请联系管理员',
  'user.signIn.tooManyAttempts': '尝试次数过多，请稍后再试',
  'user.signIn.notInSiteCompany': '您的账号不属于该企业',
  'user.signIn.noCompany': '您的账号尚未加入任何企业',

  'user.register.awaiting': '您的注册申请正在等待审核',
  'user.register.rejected': '您的注册申请未通过审核',
  'user.register.rejectedWithReason': '您的注册申请未通过审核：{reason}',
  'user.register.enterpriseRequired': '请选择要加入的企业',
  'user.register.enterpriseNotOpen': '该企业未开放注册',
  'user.register.closed': '本站点暂未开放注册',

  'user.phone.registered': '该手机号已注册',
  'user.phone.notRegistered': '该手机号尚未注册',

  'user.sms.text': '【Praxis】验证码 {code}，5 分钟内有效。请勿将验证码告诉他人。',
  'user.sms.wait': '请 {seconds} 秒后再获取验证码',
  'user.sms.dailyLimit': '该手机号今日获取验证码次数已达上限，请明天再试',
  'user.sms.ipLimit': '获取验证码过于频繁，请稍后再试',
  'user.sms.sendFailed': '验证码发送失败，请稍后再试',
  'user.sms.notConfigured': '短信服务尚未配置，暂时无法发送验证码',

  'user.smsCode.wrong': '验证码错误',
  'user.smsCode.expired': '验证码已失效，请重新获取',

  'user.qr.invalid': '二维码无效，请刷新后重试',
  'user.qr.expired': '二维码已过期，请刷新后重试',
  'user.qr.used': '该二维码已被使用，请刷新后重试',
  'user.qr.phoneRequired': '请输入手机号',
  'user.qr.unknownPhone': '该手机号不是本站点的用户',
  'user.qr.providerUnavailable': '本站点未开通该扫码登录方式',
  'user.qr.notConfigured': '该扫码登录方式尚未配置',
  'user.qr.confirmNotAllowed': '请在手机应用中完成确认',
  'user.qr.providerFailed': '扫码登录服务暂时不可用，请稍后再试',

  'user.qrPage.title': '扫码登录确认',
  'user.qrPage.note': '演示页面：此页代替手机上的{provider}应用，确认后电脑上的门户将以下面的账号登录。',
  'user.qrPage.phone': '手机上登录的账号（手机号）',
  'user.qrPage.confirm': '确认登录',
  'user.qrPage.cancel': '取消',
  'user.qrPage.scanned': '已扫码，请确认是否登录',
  'user.qrPage.confirmed': '登录成功，请回到电脑上继续操作',
  'user.qrPage.cancelled': '已取消登录',
  'user.qrPage.failed': '操作失败，请稍后再试',
  'user.qrPage.wecom': '企业微信',
  'user.qrPage.dingtalk': '钉钉',

  'user.password.oldWrong': '当前密码不正确',
  'user.password.sameAsOld': '新密码不能与当前密码相同',

  'user.enterprise.notMember': '您不是该企业的成员',
  'user.audit.notFound': '未找到该注册申请',
  'user.audit.reasonRequired': '请填写不通过的原因，申请人会看到它',
  'user.notFound': '用户不存在',
  'user.tooManyRequests': '请求过于频繁，请稍后再试',
};

const en: Record<keyof typeof zh, string> = {
  'user.captcha.required': 'Please enter the image verification code',
  'user.captcha.wrong': 'Image verification code error, please try again',

  'user.signIn.wrongPhone': 'Incorrect phone number or password',
  'user.signIn.wrongEmpNo': 'Incorrect work number or password',
  'user.signIn.locked':
    'Too many failed sign-ins. The account is locked, try again in {minutes, plural, one {# minute} other {# minutes}}',
  'user.signIn.disabled': 'This account has been disabled. Please contact your administrator',
  'user.signIn.tooManyAttempts': 'Too many attempts, please try again later',
  'user.signIn.notInSiteCompany': 'Your account does not belong to this company',
  'user.signIn.noCompany': 'Your account does not belong to any company yet',

  'user.register.awaiting': 'Your registration is awaiting approval',
  'user.register.rejected': 'Your registration was not approved',
  'user.register.rejectedWithReason': 'Your registration was not approved: {reason}',
  'user.register.enterpriseRequired': 'Please choose the company to join',
  'user.register.enterpriseNotOpen': 'This company is not open for registration',
  'user.register.closed': 'Registration is not open on this site',

  'user.phone.registered': 'This phone number is already registered',
  'user.phone.notRegistered': 'This phone number is not registered',

  'user.sms.text':
    '[Praxis] Your verification code is {code}, valid for 5 minutes. Do not share it with anyone.',
  'user.sms.wait':
    'Please wait {seconds, plural, one {# second} other {# seconds}} before requesting another code',
  'user.sms.dailyLimit':
    "This phone number has reached today's limit of verification codes. Please try tomorrow",
  'user.sms.ipLimit': 'Too many verification codes requested, please try again later',
  'user.sms.sendFailed': 'The verification code could not be sent, please try again later',
  'user.sms.notConfigured': 'Text messages are not configured, so verification codes cannot be sent',

  'user.smsCode.wrong': 'Verification code error',
  'user.smsCode.expired': 'Verification code expired, please request a new one',

  'user.qr.invalid': 'Invalid QR code, please refresh and try again',
  'user.qr.expired': 'The QR code has expired, please refresh and try again',
  'user.qr.used': 'This QR code has already been used, please refresh and try again',
  'user.qr.phoneRequired': 'Please enter the phone number',
  'user.qr.unknownPhone': 'This phone number is not a user of this site',
  'user.qr.providerUnavailable': 'This QR sign-in method is not available on this site',
  'user.qr.notConfigured': 'This QR sign-in method has not been configured',
  'user.qr.confirmNotAllowed': 'Please confirm in the app on your phone',
  'user.qr.providerFailed': 'QR sign-in is unavailable right now, please try again later',

  'user.qrPage.title': 'Confirm QR sign-in',
  'user.qrPage.note':
    'Demo page: it stands in for the {provider} app on your phone. Confirming signs the portal on your computer in as the account below.',
  'user.qrPage.phone': 'Account signed in on the phone (phone number)',
  'user.qrPage.confirm': 'Confirm sign-in',
  'user.qrPage.cancel': 'Cancel',
  'user.qrPage.scanned': 'Scanned. Confirm to sign in',
  'user.qrPage.confirmed': 'Signed in. Please continue on your computer',
  'user.qrPage.cancelled': 'Sign-in cancelled',
  'user.qrPage.failed': 'Something went wrong, please try again later',
  'user.qrPage.wecom': 'WeCom',
  'user.qrPage.dingtalk': 'DingTalk',

  'user.password.oldWrong': 'The current password is incorrect',
  'user.password.sameAsOld': 'The new password must differ from the current one',

  'user.enterprise.notMember': 'You are not a member of this company',
  'user.audit.notFound': 'Registration application not found',
  'user.audit.reasonRequired': 'Please give the reason for not approving; the applicant will see it',
  'user.notFound': 'User not found',
  'user.tooManyRequests': 'Too many requests, please try again later',
};

export const userMessages: { zh: Record<string, string>; en: Record<string, string> } = { zh, en };
