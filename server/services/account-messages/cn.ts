import type { AccountTexts } from './account-texts';

export const cn: AccountTexts = {
  signupCodeMail: ({ siteName, code, minutes }) => ({
    subject: `您的 ${siteName} 注册验证码`,
    text: `您的 ${siteName} 验证码是 ${code}。\n\n请在注册页面输入此验证码以创建账户。验证码将在 ${minutes} 分钟后失效。\n\n如果您没有申请注册 ${siteName}，请忽略此邮件。\n`,
  }),
  accountExistsMail: ({ siteName, loginUrl }) => ({
    subject: `${siteName} 注册提醒`,
    text: `有人使用此电子邮件地址申请注册 ${siteName}，但该地址已经有账户。\n\n如需登录，请访问 ${loginUrl}\n如果忘记了密码，请在该页面选择“重置密码”。\n\n如果这不是您本人的操作，请忽略此邮件，您的账户没有任何变化。\n`,
  }),
  passwordResetMail: ({ siteName, link, minutes }) => ({
    subject: `重置您的 ${siteName} 密码`,
    text: `我们收到了重置您 ${siteName} 账户密码的请求。\n\n请在 ${minutes} 分钟内打开以下链接设置新密码：\n${link}\n\n如果您没有提出此请求，请忽略此邮件，您的密码不会改变。\n`,
  }),
  signupCodeSms: ({ siteName, code, minutes }) => `【${siteName}】您的验证码是 ${code}，${minutes} 分钟内有效。`,
  accountExistsSms: ({ siteName }) => `【${siteName}】此手机号码已注册账户。请直接登录，或通过电子邮件重置密码。`,
};
