import type { Db } from "../../db";
import type { Staff } from "../staff";

/** What every super-admin write needs: the database, who acts, and what the audit row keeps. */
export interface AdminContext {
  db: Db;
  actor: Staff;
  /** SUPER_ADMIN_EMAIL (lower case): that account cannot be demoted or disabled. */
  superAdminEmail?: string;
  clientIp?: string;
  /** Keys the audit row's address hash. */
  secret?: string;
  now?: Date;
}

export type ChangeResult = { ok: true; message: string } | { ok: false; status: 400 | 403 | 404 | 409; message: string };

export const refuse = (status: 400 | 403 | 404 | 409, message: string): ChangeResult => ({ ok: false, status, message });
