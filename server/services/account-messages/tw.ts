import type { AccountTexts } from './account-texts';

export const tw: AccountTexts = {
  signupCodeMail: ({ siteName, code, minutes }) => ({
    subject: `您的 ${siteName} 註冊驗證碼`,
    text: `您的 ${siteName} 驗證碼是 ${code}。\n\n請在註冊頁面輸入此驗證碼以建立帳戶。驗證碼將在 ${minutes} 分鐘後失效。\n\n如果您沒有申請註冊 ${siteName}，請忽略此郵件。\n`,
  }),
  accountExistsMail: ({ siteName, loginUrl }) => ({
    subject: `${siteName} 註冊提醒`,
    text: `有人使用此電子郵件地址申請註冊 ${siteName}，但該地址已經有帳戶。\n\n如需登入，請前往 ${loginUrl}\n如果忘記了密碼，請在該頁面選擇「重設密碼」。\n\n如果這不是您本人的操作，請忽略此郵件，您的帳戶沒有任何變更。\n`,
  }),
  passwordResetMail: ({ siteName, link, minutes }) => ({
    subject: `重設您的 ${siteName} 密碼`,
    text: `我們收到了重設您 ${siteName} 帳戶密碼的請求。\n\n請在 ${minutes} 分鐘內開啟以下連結設定新密碼：\n${link}\n\n如果您沒有提出此請求，請忽略此郵件，您的密碼不會變更。\n`,
  }),
  signupCodeSms: ({ siteName, code, minutes }) => `【${siteName}】您的驗證碼是 ${code}，${minutes} 分鐘內有效。`,
  accountExistsSms: ({ siteName }) => `【${siteName}】此手機號碼已註冊帳戶。請直接登入，或透過電子郵件重設密碼。`,
};
