import { z } from "zod";
import { STAFF_ROLES } from "./staff-roles";

/**
 * The super-admin console's user forms, shared by the page and its action.
 * Each form posts an `intent` naming what it does.
 */
export const STAFF_ROLE_LABELS = { admin: "Admin", super_admin: "Super admin" } as const;

const role = z.enum(STAFF_ROLES, { error: "Choose a role: admin or super admin." });

export const inviteInput = z.object({
  email: z
    .string({ error: "Enter an e-mail address." })
    .trim()
    .toLowerCase()
    .max(254, "The e-mail address is too long.")
    .pipe(z.email("Enter a valid e-mail address.")),
  name: z
    .string()
    .trim()
    .max(100, "The name can be at most 100 characters.")
    .optional()
    .transform((value) => value || undefined),
  role,
});
export type InviteInput = z.output<typeof inviteInput>;

const userId = z.string({ error: "Which user?" }).trim().min(1, "Which user?").max(100, "Which user?");

export const userActionInput = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("invite"), ...inviteInput.shape }),
    z.object({ intent: z.literal("change-role"), userId, role }),
    z.object({ intent: z.literal("disable"), userId }),
    z.object({ intent: z.literal("enable"), userId }),
    z.object({ intent: z.literal("reset-two-factor"), userId }),
    z.object({ intent: z.literal("end-sessions"), userId }),
    z.object({ intent: z.literal("revoke-invitation"), invitationId: z.uuid("Which invitation?") }),
  ],
  { error: "Unknown action." },
);
export type UserAction = z.output<typeof userActionInput>;
