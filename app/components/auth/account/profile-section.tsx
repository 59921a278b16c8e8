import { Form } from "react-router";
import type { ActionAnswer } from "~/lib/action-answer";
import type { AccountReply } from "~/lib/auth/forms";
import { FormMessage } from "../form-message";
import { SubmitButton } from "../submit-button";
import { TextField } from "../text-field";
import { AccountSection } from "./section";

const roleNames = { admin: "Admin", super_admin: "Super admin" } as const;

/** Who is signed in, and whether the e-mail address is confirmed. */
export function ProfileSection({
  name,
  email,
  role,
  emailVerified,
  phoneNumber,
  answer,
}: {
  name: string;
  email: string;
  role: keyof typeof roleNames;
  emailVerified: boolean;
  phoneNumber: string | null;
  answer?: ActionAnswer<AccountReply>;
}) {
  const mine = answer?.section === "email" ? answer : undefined;
  const phone = answer?.section === "phone" ? answer : undefined;
  return (
    <AccountSection id="profile" title="Your account">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-muted">Name</dt>
        <dd className="text-ink">{name}</dd>
        <dt className="font-medium text-muted">E-mail address</dt>
        <dd className="text-ink">
          <span>{email}</span>{" "}
          {emailVerified ? (
            <span className="text-sm text-green-800">(confirmed)</span>
          ) : (
            <span className="text-sm text-red-700">(not confirmed)</span>
          )}
        </dd>
        <dt className="font-medium text-muted">Role</dt>
        <dd className="text-ink">{roleNames[role]}</dd>
      </dl>
      <FormMessage tone={mine?.ok ? "success" : "error"} message={mine?.message} />
      {emailVerified ? null : (
        <Form method="post">
          <SubmitButton intent="send-confirmation" variant="secondary" pendingText="Sending…">
            Send me a confirmation link
          </SubmitButton>
        </Form>
      )}
      <Form method="post" noValidate className="space-y-3 border-t border-slate-200 pt-4" key={phone?.ok ? "saved" : "form"}>
        <FormMessage tone={phone?.ok ? "success" : "error"} message={phone?.message} />
        <TextField
          id="phone-number"
          name="phone"
          type="tel"
          label="Phone number for sign-in"
          hint="You can sign in with this number and your password instead of your e-mail address. Leave it empty to remove it."
          autoComplete="tel"
          defaultValue={phoneNumber ?? ""}
        />
        <SubmitButton intent="set-phone" variant="secondary" pendingText="Saving…">
          Save phone number
        </SubmitButton>
      </Form>
    </AccountSection>
  );
}
