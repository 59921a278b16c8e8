import type { TestStaff } from "../../support/staff";

/**
 * The e2e server's staff accounts, made by load-fixtures.ts before it starts.
 * Specs that change an account (its password, two-factor, sessions) make
 * their own in load-fixtures.ts, so these stay as they are for every spec.
 */
export const E2E_ADMIN: TestStaff = {
  email: "admin@e2e.example",
  password: "Inbox-keeper 4 every lead!",
  role: "admin",
  name: "Avery Admin",
};

export const E2E_SUPER_ADMIN: TestStaff = {
  email: "super@e2e.example",
  password: "Console-keeper 4 the whole site!",
  role: "super_admin",
  name: "Sam Super",
  // better-auth's secret form: 32 characters of text; see tests/support/staff.ts totpCode.
  totpSecret: "e2eTotpSecretForTheSuperAdmin000",
  backupCodes: ["AAAAA-11111", "BBBBB-22222", "CCCCC-33333"],
};

/**
 * An account the super-admin specs change (role, disable, sessions): nobody
 * else signs in with it, so changing it disturbs no other spec.
 */
export const E2E_SUPERADMIN_TARGET: TestStaff = {
  email: "target@e2e.example",
  password: "Target-of 4 super admin changes!",
  role: "admin",
  name: "Tess Target",
};

/** A second admin for the content studio's review flow (tests/e2e/page-editor.spec.ts): reviews what E2E_ADMIN submits. */
export const E2E_REVIEWER: TestStaff = {
  email: "reviewer@e2e.example",
  password: "Second-pair 4 of eyes on copy!",
  role: "admin",
  name: "Rita Reviewer",
};

/**
 * The staff dashboard's spec (tests/e2e/dashboard.spec.ts): "new since your last visit" is per account, and the route
 * walks open /dashboard as E2E_ADMIN, so the spec counts from visits of its own account.
 */
export const E2E_DASHBOARD_ADMIN: TestStaff = {
  email: "dashboard@e2e.example",
  password: "Morning-view 4 the whole team!",
  role: "admin",
  name: "Dana Dashboard",
};

export const E2E_STAFF: readonly TestStaff[] = [
  E2E_ADMIN,
  E2E_SUPER_ADMIN,
  E2E_SUPERADMIN_TARGET,
  E2E_REVIEWER,
  E2E_DASHBOARD_ADMIN,
];
