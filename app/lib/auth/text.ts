/**
 * Every text the sign-in pages and the account page show, in one table (the
 * server's answers and the components read the same strings). The first is
 * the spec's (§5) word for word.
 */
export const AUTH_TEXT = {
  missingFields: "You must provide either an email or phone number and a password.",
  /** The same for a wrong password and an unknown account: it never says which. */
  invalidCredentials: "Incorrect e-mail address, phone number or password.",
  accountDisabled: "This account is disabled. Ask a super admin if you need access.",
  invalidEmail: "Enter a valid e-mail address.",
  codeSent: "If a staff account uses this address, we have sent it a sign-in code. It works for 10 minutes.",
  codeMissing: "Enter the code from the e-mail.",
  codeInvalid: "That code is not right or has expired. Check the e-mail or ask for a new code.",
  twoFactorCodeMissing: "Enter the 6-digit code from your authenticator app.",
  twoFactorCodeInvalid: "That code is not right. Check your authenticator app and try again.",
  twoFactorCodeUsed: "That code has been used already. Wait for the next code in your authenticator app.",
  backupCodeMissing: "Enter one of your backup codes.",
  backupCodeInvalid: "That backup code is not right, or it has been used.",
  twoFactorExpired: "Your sign-in has expired. Please sign in again.",
  twoFactorTooManyTries: "Too many wrong codes. Please sign in again.",
  tooManyRequests: "Too many requests. Please wait a few minutes and try again.",
  resetSent:
    "If a staff account uses this address, we have sent it a link to choose a new password. It works once, for one hour.",
  resetInvalid: "This password reset link is not valid any more. It works once, for one hour: ask for a new one.",
  passwordReset: "Your password has been changed. Sign in with the new one.",
  passwordsDiffer: "The two passwords are not the same.",
  passwordMissing: "Enter a new password.",
  weakPassword: "Choose a stronger password:",
  currentPasswordWrong: "Your current password is not right.",
  passwordChanged: "Your password has been changed. Your other sessions have been signed out.",
  signedOut: "You have signed out.",
  sessionEnded: "That session has been signed out.",
  otherSessionsEnded: "All your other sessions have been signed out.",
  emailVerified: "Thank you: your e-mail address is confirmed.",
  emailVerifyInvalid: "This confirmation link is not valid any more. Ask for a new one from your account page.",
  verificationSent: "We have sent a confirmation link to your e-mail address.",
  invitationUnknown:
    "This invitation link is not valid. Check that you copied the whole link, or ask a super admin for a new invitation.",
  invitationExpired: "This invitation has expired. Ask a super admin for a new one.",
  invitationUsed: "This invitation has already been used. Sign in instead.",
  invitationRevoked: "This invitation has been withdrawn. Ask a super admin if you need access.",
  invitationAccountExists: "A staff account with this e-mail address already exists. Sign in instead.",
  nameMissing: "Enter your name.",
  twoFactorEnrolPrompt: "Super admins must turn on two-factor authentication before they can open the super-admin console.",
  twoFactorEnabled: "Two-factor authentication is on. Keep your backup codes somewhere safe.",
  twoFactorDisabled: "Two-factor authentication is off.",
  enrolCodeInvalid: "That code is not right. Check that your app shows the account you just added, and try again.",
} as const;

export type AuthTextKey = keyof typeof AUTH_TEXT;
