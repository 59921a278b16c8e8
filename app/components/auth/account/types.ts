/** What the account page's action answers; each section shows the part addressed to it. */
export type AccountSectionName = "password" | "two-factor" | "sessions" | "email" | "phone";

export interface AccountAnswer {
  section: AccountSectionName;
  ok: boolean;
  message: string;
  reasons?: string[];
  field?: string;
  /** Two-factor enrolment in progress: shown until confirmed. */
  enrolment?: { totpUri: string; secret: string; backupCodes: string[] };
}

export interface OwnSessionView {
  id: string;
  current: boolean;
  device: string;
  network: string;
  signedInAt: string;
  lastActiveAt: string;
}
