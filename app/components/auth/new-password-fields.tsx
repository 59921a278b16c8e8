import { TextField } from "./text-field";

/**
 * A new password twice, with the rules said up front (the server checks
 * them: app/.server/auth/password-strength.ts, and says which failed).
 */
export function NewPasswordFields({ error, field }: { error?: string; field?: string }) {
  return (
    <>
      <TextField
        id="password"
        name="password"
        type="password"
        label="New password"
        autoComplete="new-password"
        hint="At least 12 characters; not a common password, and not built on your name or e-mail address. A few unrelated words work well."
        error={field === "password" ? error : undefined}
      />
      <TextField
        id="confirm"
        name="confirm"
        type="password"
        label="New password again"
        autoComplete="new-password"
        error={field === "confirm" ? error : undefined}
      />
    </>
  );
}
