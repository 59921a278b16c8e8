// Creates a staff (or client) account on this install's database: the way to make the
// first super admin on a fresh install (there is no public sign-up).
//   npm run admin:create -- --email you@agency.com --password '...' --role super_admin [--name "Your Name"]
import { parseArgs } from "node:util";
import { createAuth } from "~/.server/auth/create-auth";
import { checkPasswordStrength } from "~/.server/auth/password-strength";
import { createStaffAccount, StaffAccountExistsError } from "~/.server/auth/staff-accounts";
import { staffEmailsFor } from "~/.server/auth/staff-emails";
import { loadConfigOrExit } from "~/.server/config";
import { createLogger } from "~/.server/log";
import { createMailer } from "~/.server/mail/transport";
import { resolveAppSecret } from "~/.server/secret";
import { ACCOUNT_ROLES, isAccountRole } from "~/lib/auth/staff-roles";
import { openConfiguredDatabase } from "./open-configured-database";

const usage = "Usage: npm run admin:create -- --email E --password P --role admin|super_admin|client [--name N]";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: { email: { type: "string" }, password: { type: "string" }, role: { type: "string" }, name: { type: "string" } },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`);
  }
})();
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`--email must be an e-mail address.\n${usage}`);
if (!values.password) fail(`--password is required.\n${usage}`);
const role = values.role ?? "admin";
if (!isAccountRole(role)) fail(`--role must be one of ${ACCOUNT_ROLES.join(", ")} (got "${role}").\n${usage}`);
const strength = checkPasswordStrength(values.password, { email, name: values.name });
if (!strength.ok) fail(`--password is too weak:\n- ${strength.reasons.join("\n- ")}`);

const config = loadConfigOrExit();
const log = createLogger("warn");
const database = await openConfiguredDatabase();
try {
  const secret = await resolveAppSecret(config);
  const auth = createAuth({
    config,
    db: database.db,
    secret,
    log,
    emails: staffEmailsFor(createMailer(config.mail, log), config, log),
  });
  const created = await createStaffAccount(auth, { email, password: values.password, role, name: values.name });
  console.log(
    `Created ${created.role} account ${created.email} (${database.kind}: ${database.location}). Sign in at ${config.publicUrl}/auth` +
      (created.role === "super_admin"
        ? "; super admins turn on two-factor authentication at their first sign-in."
        : created.role === "client"
          ? "; staff tie its sites at /admin/clients, and it sees them at /client-dashboard."
          : "."),
  );
} catch (error) {
  if (error instanceof StaffAccountExistsError) fail(error.message);
  throw error;
} finally {
  await database.close();
}
