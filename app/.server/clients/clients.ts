import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import { businessNameOf, emptyClientData, parseWebsiteUrl } from "~/lib/audits/analyzer";
import { CLIENT_ROLE } from "~/lib/auth/staff-roles";
import { CLIENT_TEXT, MAX_SITES_PER_FORM, splitWebsites } from "~/lib/clients/client-dashboard";
import { DEFAULT_SCHEDULE, nextRunAfter } from "../audits";
import {
  type AdminContext,
  type ChangeResult,
  InvitationRefused,
  type InvitationText,
  type InviteDeps,
  invite,
  recordAudit,
  refuse,
} from "../auth";
import { clientIngestions, clientInvitationSites, clientSites, type Db, invitations, users } from "../db";

/**
 * Staff's side of client accounts (/admin/clients, issue 25 item 6): the
 * list of clients and their sites, tying and untying a site, and inviting a
 * client with the sites it will see. Any staff member (admin or super admin)
 * may; only super admins invite staff, as before (staff-admin/invite-user.ts).
 * Every write is one transaction with its audit row.
 */
export interface ClientSiteRow {
  ingestionId: string;
  websiteUrl: string;
}
export interface ClientRow {
  id: string;
  email: string;
  name: string;
  disabled: boolean;
  createdAt: string;
  sites: ClientSiteRow[];
}
export interface PendingClientInvitation {
  id: string;
  email: string;
  expiresAt: string;
  sites: ClientSiteRow[];
}

export async function listClients(db: Db): Promise<ClientRow[]> {
  const accounts = await db
    .select({ id: users.id, email: users.email, name: users.name, banned: users.banned, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.role, CLIENT_ROLE))
    .orderBy(asc(users.email))
    .limit(1000);
  const ids = accounts.map((account) => account.id);
  const ties = ids.length
    ? await db
        .select({ userId: clientSites.userId, ingestionId: clientSites.ingestionId, websiteUrl: clientIngestions.websiteUrl })
        .from(clientSites)
        .innerJoin(clientIngestions, eq(clientIngestions.id, clientSites.ingestionId))
        .where(inArray(clientSites.userId, ids))
        .orderBy(asc(clientIngestions.websiteUrl))
    : [];
  return accounts.map((account) => ({
    id: account.id,
    email: account.email,
    name: account.name,
    disabled: account.banned,
    createdAt: account.createdAt.toISOString(),
    sites: ties.filter((tie) => tie.userId === account.id).map(({ ingestionId, websiteUrl }) => ({ ingestionId, websiteUrl })),
  }));
}

export async function listPendingClientInvitations(db: Db, now = new Date()): Promise<PendingClientInvitation[]> {
  const rows = await db
    .select({ id: invitations.id, email: invitations.email, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(
      and(
        eq(invitations.role, CLIENT_ROLE),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .orderBy(desc(invitations.createdAt))
    .limit(200);
  const sites = rows.length
    ? await db
        .select({
          invitationId: clientInvitationSites.invitationId,
          ingestionId: clientInvitationSites.ingestionId,
          websiteUrl: clientIngestions.websiteUrl,
        })
        .from(clientInvitationSites)
        .innerJoin(clientIngestions, eq(clientIngestions.id, clientInvitationSites.ingestionId))
        .where(
          inArray(
            clientInvitationSites.invitationId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    expiresAt: row.expiresAt.toISOString(),
    sites: sites
      .filter((site) => site.invitationId === row.id)
      .map(({ ingestionId, websiteUrl }) => ({ ingestionId, websiteUrl })),
  }));
}

/** Addresses of sites the analyzer knows, for the forms' suggestions (newest first). */
export async function knownSites(db: Db): Promise<string[]> {
  const rows = await db
    .select({ websiteUrl: clientIngestions.websiteUrl })
    .from(clientIngestions)
    .orderBy(desc(clientIngestions.updatedAt))
    .limit(200);
  return rows.map((row) => row.websiteUrl);
}

/**
 * The analyzer's record of a site (client_ingestions), found by its address
 * as the analyzer normalises it, or made now with the weekly re-analysis on
 * (spec §9), so a client's site is analysed even if nobody ran it yet.
 */
async function siteFor(
  tx: Db,
  raw: string,
  now: Date,
): Promise<{ ok: true; site: ClientSiteRow } | { ok: false; message: string }> {
  const parsed = parseWebsiteUrl(raw);
  if (!parsed.ok) return { ok: false, message: `${raw.slice(0, 100)}: ${parsed.message}` };
  const websiteUrl = parsed.url.href;
  const [existing] = await tx
    .select({ ingestionId: clientIngestions.id, websiteUrl: clientIngestions.websiteUrl })
    .from(clientIngestions)
    .where(eq(clientIngestions.websiteUrl, websiteUrl))
    .limit(1);
  if (existing) return { ok: true, site: existing };
  const id = randomUUID();
  await tx.insert(clientIngestions).values({
    id,
    clientId: businessNameOf(parsed.url),
    websiteUrl,
    clientData: emptyClientData(id, websiteUrl),
    scheduleInterval: DEFAULT_SCHEDULE,
    nextRunAt: nextRunAfter(DEFAULT_SCHEDULE, "America/New_York", now),
    createdAt: now,
    updatedAt: now,
  });
  return { ok: true, site: { ingestionId: id, websiteUrl } };
}

async function clientAccount(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, CLIENT_ROLE)))
    .limit(1);
  return row ?? null;
}

const audit = (tx: Db, ctx: AdminContext, action: string, subjectId: string, before: unknown, after: unknown) =>
  recordAudit(
    tx,
    {
      actor: { id: ctx.actor.id, email: ctx.actor.email },
      action,
      subjectType: "user",
      subjectId,
      before,
      after,
      clientIp: ctx.clientIp,
    },
    ctx.secret,
  );

export async function tieSite(ctx: AdminContext, userId: string, website: string): Promise<ChangeResult> {
  const now = ctx.now ?? new Date();
  const client = await clientAccount(ctx.db, userId);
  if (!client) return refuse(404, CLIENT_TEXT.noSuchClient);
  return ctx.db.transaction(async (tx) => {
    const found = await siteFor(tx as unknown as Db, website, now);
    if (!found.ok) return refuse(400, found.message);
    const inserted = await tx
      .insert(clientSites)
      .values({ userId: client.id, ingestionId: found.site.ingestionId, createdById: ctx.actor.id, createdAt: now })
      .onConflictDoNothing()
      .returning({ ingestionId: clientSites.ingestionId });
    if (inserted.length === 0) return refuse(409, CLIENT_TEXT.alreadyTied(client.email, found.site.websiteUrl));
    await audit(tx as unknown as Db, ctx, "client.site_tie", client.id, null, {
      email: client.email,
      ingestionId: found.site.ingestionId,
      websiteUrl: found.site.websiteUrl,
    });
    return { ok: true, message: CLIENT_TEXT.tied(client.email, found.site.websiteUrl) } as const;
  });
}

export async function untieSite(ctx: AdminContext, userId: string, ingestionId: string): Promise<ChangeResult> {
  const client = await clientAccount(ctx.db, userId);
  if (!client) return refuse(404, CLIENT_TEXT.noSuchClient);
  return ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(clientSites)
      .where(and(eq(clientSites.userId, client.id), eq(clientSites.ingestionId, ingestionId.toLowerCase())))
      .returning({ ingestionId: clientSites.ingestionId });
    if (removed.length === 0) return refuse(404, CLIENT_TEXT.notTied);
    const [site] = await tx
      .select({ websiteUrl: clientIngestions.websiteUrl })
      .from(clientIngestions)
      .where(eq(clientIngestions.id, ingestionId.toLowerCase()));
    const websiteUrl = site?.websiteUrl ?? ingestionId;
    await audit(tx as unknown as Db, ctx, "client.site_untie", client.id, { email: client.email, ingestionId, websiteUrl }, null);
    return { ok: true, message: CLIENT_TEXT.untied(client.email, websiteUrl) } as const;
  });
}

export type InviteClientDeps = InviteDeps;

const CLIENT_INVITATION_TEXT: InvitationText = {
  accountExists: CLIENT_TEXT.accountExists,
  sent: CLIENT_TEXT.invited,
  notSent: CLIENT_TEXT.invitedNoMail,
};

/**
 * A client invitation: the one invitation flow (auth/invite.ts, as staff's),
 * role `client`, plus the sites the account will see once it accepts (each
 * made if new, in the invitation's transaction; named in its audit row).
 */
export async function inviteClient(
  ctx: AdminContext,
  deps: InviteClientDeps,
  input: { email: string; name?: string; websites: string },
): Promise<ChangeResult> {
  const websites = splitWebsites(input.websites);
  if (websites.length > MAX_SITES_PER_FORM) return refuse(400, `Name at most ${MAX_SITES_PER_FORM} sites at once.`);
  return invite<ClientSiteRow[]>(ctx, deps, {
    email: input.email,
    name: input.name || null,
    role: CLIENT_ROLE,
    text: CLIENT_INVITATION_TEXT,
    extras: {
      prepare: async (tx, now) => {
        const sites: ClientSiteRow[] = [];
        for (const website of websites) {
          const found = await siteFor(tx, website, now);
          // Thrown, so the sites made for earlier lines are rolled back with the rest.
          if (!found.ok) throw new InvitationRefused(found.message);
          if (!sites.some((site) => site.ingestionId === found.site.ingestionId)) sites.push(found.site);
        }
        return sites;
      },
      attach: async (tx, invitationId, sites) => {
        if (sites.length)
          await tx.insert(clientInvitationSites).values(sites.map((site) => ({ invitationId, ingestionId: site.ingestionId })));
      },
      audit: (sites) => ({ sites: sites.map((site) => site.websiteUrl) }),
    },
  });
}
