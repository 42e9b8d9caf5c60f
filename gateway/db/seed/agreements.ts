/*
 * The demo tenants' service agreement (type 1) and privacy policy (type 2), as the sanitised HTML the portal
 * renders: p, h3, ul and li only. `{platform}` is replaced with the tenant's platform name.
 */

export interface AgreementText {
  type: 1 | 2;
  locale: 'zh' | 'en';
  title: string;
  content: string;
}

const serviceZh = `<p>欢迎使用{platform}（以下简称“本平台”）。本协议是您与本平台运营方之间关于使用本平台学习服务的约定。请您在登录或注册前仔细阅读；勾选同意即表示您已理解并接受本协议的全部内容。</p>
<h3>一、账号与登录</h3>
<p>本平台账号由您所在企业开通，或由您本人申请注册并经企业审核通过后生效。您应妥善保管账号、密码及短信验证码，不得转借他人使用。因您保管不善造成的损失由您自行承担。</p>
<ul><li>同一账号可以属于多家企业，登录后请选择当前所在企业；</li><li>连续多次输错密码后，需完成图形验证，账号也可能被暂时锁定；</li><li>发现账号被盗用时，请立即修改密码并联系企业管理员。</li></ul>
<h3>二、学习服务</h3>
<p>本平台为您提供课程学习、考试、学习任务、培训项目、知识库、排行榜与积分等服务。学习记录、考试成绩和证书由您所在企业管理，可能用于企业内部的培训考核。</p>
<h3>三、使用规范</h3>
<p>您不得利用本平台从事违反法律法规或企业制度的行为，包括但不限于：代他人学习或考试、传播与学习无关的广告信息、复制或传播受版权保护的课程内容、干扰平台正常运行。</p>
<h3>四、知识产权</h3>
<p>平台内的课程、课件、试题及页面设计等内容的知识产权归其权利人所有。未经许可，您仅可在平台内为个人学习目的使用上述内容。</p>
<h3>五、协议变更与终止</h3>
<p>本平台可能根据业务调整更新本协议，更新后的协议将在平台公布。您离开所在企业或账号被停用后，本平台将按企业要求保留或删除相关数据。</p>
<p>如对本协议有任何疑问，请通过页面底部的联系方式与我们联系。</p>`;

const serviceEn = `<p>Welcome to {platform} (the "Platform"). This agreement sets out the terms on which you use the Platform's learning services. Please read it before you sign in or register; ticking the box means you have understood and accepted all of it.</p>
<h3>1. Accounts and signing in</h3>
<p>Your account is opened by your company, or by you through registration once your company has approved it. Keep your password and SMS verification codes to yourself and never lend your account to anyone; losses caused by careless safekeeping are your own responsibility.</p>
<ul><li>One account may belong to several companies; after signing in, choose the company you are working for.</li><li>After repeated wrong passwords you will be asked to solve an image verification code, and the account may be locked for a while.</li><li>If you think someone else is using your account, change your password at once and tell your company administrator.</li></ul>
<h3>2. Learning services</h3>
<p>The Platform offers courses, exams, study tasks, training projects, a knowledge base, rankings and points. Your learning records, exam results and certificates are managed by your company and may be used in its internal training assessments.</p>
<h3>3. Acceptable use</h3>
<p>You must not use the Platform against the law or your company's rules, including studying or sitting exams on someone else's behalf, posting advertising unrelated to learning, copying or distributing copyrighted course material, or disrupting the Platform.</p>
<h3>4. Intellectual property</h3>
<p>Courses, courseware, questions and page designs on the Platform belong to their owners. Unless permitted, you may use them only within the Platform for your own learning.</p>
<h3>5. Changes and termination</h3>
<p>The Platform may update this agreement as its services change and will publish the new version here. When you leave your company or your account is disabled, your data is kept or deleted as your company instructs.</p>
<p>If you have any questions about this agreement, please use the contact details at the bottom of the page.</p>`;

const privacyZh = `<p>{platform}（以下简称“本平台”）重视您的个人信息保护。本政策说明我们收集哪些信息、如何使用与保护这些信息，以及您享有的权利。</p>
<h3>一、我们收集的信息</h3>
<ul><li>账号信息：手机号、姓名、工号、所属企业与部门；</li><li>学习信息：课程学习进度、考试答卷与成绩、证书、积分与学时；</li><li>设备与日志信息：登录时间、IP 地址、浏览器类型，用于安全防护与故障排查。</li></ul>
<h3>二、信息的使用</h3>
<p>我们仅在提供学习服务、完成企业培训管理、保障账号安全的必要范围内使用上述信息。短信验证码只用于验证您的身份，验证后即失效；密码以不可逆方式加密存储，任何人都无法查看您的原始密码。</p>
<h3>三、信息的共享</h3>
<p>您的学习记录会提供给您所在企业的管理员，用于培训考核。除法律法规要求或经您同意外，我们不会向其他第三方提供您的个人信息。</p>
<h3>四、信息的保存与安全</h3>
<p>我们采用加密传输、访问控制和操作审计等措施保护您的信息。信息保存期限以实现上述目的所需的最短时间为准，超出期限后将删除或匿名化处理。</p>
<h3>五、您的权利</h3>
<p>您可以查询、更正您的个人信息，修改登录密码，或通过企业管理员申请注销账号。</p>
<p>本政策更新时，我们会在平台显著位置提示。如有疑问，请通过页面底部的联系方式与我们联系。</p>`;

const privacyEn = `<p>{platform} (the "Platform") takes the protection of your personal information seriously. This policy explains what we collect, how we use and protect it, and your rights.</p>
<h3>1. What we collect</h3>
<ul><li>Account information: phone number, name, work number, company and department.</li><li>Learning information: course progress, exam answers and results, certificates, points and credit hours.</li><li>Device and log information: sign-in times, IP address and browser type, used for security and troubleshooting.</li></ul>
<h3>2. How we use it</h3>
<p>We use this information only as far as needed to provide learning services, to support your company's training management and to keep your account safe. SMS verification codes only prove who you are and expire once used; passwords are stored with one-way hashing, so nobody can read your original password.</p>
<h3>3. Sharing</h3>
<p>Your learning records are available to your company's administrators for training assessment. We do not give your personal information to other third parties unless the law requires it or you agree.</p>
<h3>4. Retention and security</h3>
<p>We protect your information with encrypted transport, access control and audit trails, and keep it only as long as these purposes require; after that it is deleted or anonymised.</p>
<h3>5. Your rights</h3>
<p>You may view and correct your personal information, change your password, or ask your company administrator to close your account.</p>
<p>When this policy changes we will say so prominently on the Platform. If you have any questions, please use the contact details at the bottom of the page.</p>`;

export function agreementsFor(platformZh: string, platformEn: string): AgreementText[] {
  const fill = (text: string, name: string) => text.replaceAll('{platform}', name);
  return [
    { type: 1, locale: 'zh', title: '用户服务协议', content: fill(serviceZh, platformZh) },
    { type: 1, locale: 'en', title: 'Terms of Service', content: fill(serviceEn, platformEn) },
    { type: 2, locale: 'zh', title: '隐私政策', content: fill(privacyZh, platformZh) },
    { type: 2, locale: 'en', title: 'Privacy Policy', content: fill(privacyEn, platformEn) },
  ];
}
