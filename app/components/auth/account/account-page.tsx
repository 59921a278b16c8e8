import type { ActionAnswer } from "~/lib/action-answer";
import type { AccountReply } from "~/lib/auth/forms";
import type { StaffRole } from "~/lib/auth/staff-roles";
import { PasswordSection } from "./password-section";
import { ProfileSection } from "./profile-section";
import { SessionsSection } from "./sessions-section";
import { TwoFactorSection } from "./two-factor-section";
import type { OwnSessionView } from "./types";

export interface AccountPageData {
  account: {
    name: string;
    email: string;
    role: StaffRole;
    emailVerified: boolean;
    phoneNumber: string | null;
    twoFactorEnabled: boolean;
  };
  sessions: OwnSessionView[];
  /** /admin/account?enrol=two-factor: the guard sent a super admin here to turn two-factor on. */
  enrolPrompt: boolean;
}

/** /admin/account: one's own sign-in settings. */
export function AccountPage({ data, answer }: { data: AccountPageData; answer?: ActionAnswer<AccountReply> }) {
  const { account } = data;
  // The prompt goes first, so it is what a super admin sent here sees.
  const twoFactor = <TwoFactorSection enabled={account.twoFactorEnabled} prompt={data.enrolPrompt} answer={answer} />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold text-ink">Account</h1>
      {data.enrolPrompt && !account.twoFactorEnabled ? twoFactor : null}
      <ProfileSection
        name={account.name}
        email={account.email}
        role={account.role}
        emailVerified={account.emailVerified}
        phoneNumber={account.phoneNumber}
        answer={answer}
      />
      {data.enrolPrompt && !account.twoFactorEnabled ? null : twoFactor}
      <PasswordSection answer={answer} />
      <SessionsSection sessions={data.sessions} answer={answer} />
    </div>
  );
}
