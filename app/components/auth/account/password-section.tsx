import { Form } from "react-router";
import type { ActionAnswer } from "~/lib/action-answer";
import type { AccountReply } from "~/lib/auth/forms";
import { FormMessage } from "../form-message";
import { NewPasswordFields } from "../new-password-fields";
import { SubmitButton } from "../submit-button";
import { TextField } from "../text-field";
import { AccountSection } from "./section";

export function PasswordSection({ answer }: { answer?: ActionAnswer<AccountReply> }) {
  const mine = answer?.section === "password" ? answer : undefined;
  return (
    <AccountSection id="password" title="Password">
      <p className="text-sm text-muted">Changing your password signs out your other sessions.</p>
      <Form method="post" noValidate className="space-y-4" key={mine?.ok ? "done" : "form"}>
        <FormMessage tone={mine?.ok ? "success" : "error"} message={mine?.message} reasons={mine?.reasons} />
        <TextField
          id="current-password"
          name="currentPassword"
          type="password"
          label="Current password"
          autoComplete="current-password"
          error={mine?.field === "currentPassword" ? mine.message : undefined}
        />
        <NewPasswordFields />
        <SubmitButton intent="change-password" pendingText="Saving…">
          Change password
        </SubmitButton>
      </Form>
    </AccountSection>
  );
}
