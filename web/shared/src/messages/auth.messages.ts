// Persian text of the session (spec §8) that every app shows the same way (STYLE §15).
export const authMessages = {
  tokenRenewed: 'توکن تمدید شد، صفحه دوباره بارگذاری می‌شود',
  logout: 'خروج',
} as const;
