import { Form } from "react-router";
import type { ActionAnswer } from "~/lib/action-answer";
import type { AccountReply } from "~/lib/auth/forms";
import { AUTH_TEXT } from "~/lib/auth/text";
import { FormMessage } from "../form-message";
import { SubmitButton } from "../submit-button";
import { TextField } from "../text-field";
import { AccountSection } from "./section";

/**
 * Two-factor authentication with an authenticator app (TOTP). Turning it on
 * takes two steps: the password, which gives a secret and backup codes
 * (shown this once), then a code from the app, which proves it was added.
 * The secret is shown as text and as the otpauth:// address; most apps
 * accept either (no QR code: that would need an image library).
 */
export function TwoFactorSection({
  enabled,
  prompt,
  answer,
}: {
  enabled: boolean;
  prompt: boolean;
  answer?: ActionAnswer<AccountReply>;
}) {
  const mine = answer?.section === "two-factor" ? answer : undefined;
  const enrolment = mine?.enrolment;
  return (
    <AccountSection id="two-factor" title="Two-factor authentication">
      {prompt && !enabled ? <FormMessage tone="error" message={AUTH_TEXT.twoFactorEnrolPrompt} /> : null}
      {enabled ? (
        <>
          <FormMessage tone="success" message={mine?.ok ? mine.message : undefined} />
          <p className="text-ink">
            Two-factor authentication is <strong>on</strong>: signing in asks for a code from your authenticator app, or one of
            your backup codes.
          </p>
          <details className="rounded-md border border-slate-200 p-4">
            <summary className="cursor-pointer font-medium text-ink">Turn two-factor authentication off</summary>
            <Form method="post" noValidate className="mt-4 space-y-4">
              <FormMessage tone="error" message={mine && !mine.ok ? mine.message : undefined} />
              <p className="text-sm text-muted">Super admins cannot open the console without it.</p>
              <TextField
                id="disable-password"
                name="password"
                type="password"
                label="Your password"
                autoComplete="current-password"
              />
              <SubmitButton intent="disable-two-factor" variant="secondary" pendingText="Turning off…">
                Turn off two-factor
              </SubmitButton>
            </Form>
          </details>
        </>
      ) : enrolment ? (
        <Form method="post" noValidate className="space-y-4">
          <FormMessage tone="error" message={mine && !mine.ok ? mine.message : undefined} />
          <ol className="list-decimal space-y-4 pl-5 text-ink">
            <li>
              <p>Add this account to your authenticator app. Type in the key:</p>
              <p
                className="mt-2 rounded-md bg-slate-100 px-3 py-2 font-mono text-lg tracking-wide break-all"
                data-testid="totp-secret"
              >
                {enrolment.secret}
              </p>
              <p className="mt-2 text-sm text-muted">or paste this address into an app that accepts one:</p>
              <p className="mt-1 rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-all" data-testid="totp-uri">
                {enrolment.totpUri}
              </p>
            </li>
            <li>
              <p>
                Save these backup codes somewhere safe, such as a password manager. Each signs you in once if you lose your phone.{" "}
                <strong>They are shown only now.</strong>
              </p>
              <ul className="mt-2 grid grid-cols-2 gap-2 font-mono" data-testid="backup-codes" aria-label="Backup codes">
                {enrolment.backupCodes.map((code) => (
                  <li key={code} className="rounded bg-slate-100 px-2 py-1">
                    {code}
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <TextField
                id="enrol-code"
                name="code"
                label="Enter the 6-digit code the app shows"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                className="font-mono tracking-widest"
                error={mine?.field === "code" ? mine.message : undefined}
              />
            </li>
          </ol>
          <input type="hidden" name="totpUri" value={enrolment.totpUri} />
          <input type="hidden" name="backupCodes" value={enrolment.backupCodes.join(" ")} />
          <SubmitButton intent="confirm-two-factor" pendingText="Checking…">
            Turn on two-factor
          </SubmitButton>
        </Form>
      ) : (
        <Form method="post" noValidate className="space-y-4">
          <FormMessage tone="error" message={mine && !mine.ok ? mine.message : undefined} />
          <p className="text-ink">
            Two-factor authentication is <strong>off</strong>. With it on, signing in also needs a code from an authenticator app
            on your phone.
          </p>
          <TextField
            id="enable-password"
            name="password"
            type="password"
            label="Your password"
            autoComplete="current-password"
            error={mine?.field === "password" ? mine.message : undefined}
          />
          <SubmitButton intent="start-two-factor" pendingText="Starting…">
            Set up two-factor
          </SubmitButton>
        </Form>
      )}
    </AccountSection>
  );
}
