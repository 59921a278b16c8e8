import { data, type RouterContextProvider } from "react-router";
import { CLIENT_REPORT_LIMIT, CLIENT_TEXT, type ClientAdminInput } from "~/lib/clients/client-dashboard";
import { type AdminContext, requireClient } from "../auth";
import { usableImages } from "../content";
import { type ApiArgs, AppError, answer, refusal, refuse } from "../http";
import { hitRateLimit } from "../rate-limit";
import { requestContext } from "../request-context";
import { type StaffRequest, services } from "../services-context";
import { inviteClient, knownSites, listClients, listPendingClientInvitations, tieSite, untieSite } from "./clients";
import { listClientSites, readClientSite } from "./read";
import { clientReportPdf, readBranding, writeBranding } from "./report";

/**
 * The client dashboard's pages and staff's /admin/clients, one call each from
 * their route modules. Client pages answer 404 for anything not the client's
 * own (the same answer as for nothing at all).
 */
const notFound = () => data(new AppError("NOT_FOUND", CLIENT_TEXT.notFound).toJSON(), { status: 404 });

/** The signed-in client and the services, for the client dashboard's pages. */
function clientRequest(context: Readonly<RouterContextProvider>) {
  return { client: requireClient(context), services: services(context) };
}

export async function loadClientHome(context: Readonly<RouterContextProvider>) {
  const { client, services } = clientRequest(context);
  return {
    client: { name: client.name, email: client.email },
    sites: await listClientSites(services.database.db, client.id),
    timeZone: services.config.agencyTimeZone,
  };
}

export async function loadClientSite(context: Readonly<RouterContextProvider>, id: string | undefined) {
  const { client, services } = clientRequest(context);
  const detail = await readClientSite(services.database.db, client.id, id ?? "");
  if (!detail) throw notFound();
  return { ...detail, timeZone: services.config.agencyTimeZone };
}

/** GET /client-dashboard/reports/:analysisId/report.pdf: the white-labelled PDF of one of the client's analyses; else 404. */
export async function clientReportResponse({ context, params }: ApiArgs): Promise<Response> {
  const { client, services } = clientRequest(context);
  // Rendering a PDF is the heaviest thing a client can ask for: limited per account, as the other heavy endpoints.
  const limit = await hitRateLimit(services.database.db, `client-report:${client.id}`, CLIENT_REPORT_LIMIT);
  if (!limit.allowed) {
    return refusal(429, CLIENT_TEXT.tooManyReports, { headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  const report = await clientReportPdf(
    { db: services.database.db, storage: services.media.storage, config: services.config, log: context.get(requestContext).log },
    client.id,
    params.analysisId ?? "",
  );
  if (!report) return refusal(404, CLIENT_TEXT.notFound);
  return new Response(new Uint8Array(report.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${report.filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** What a staff write of /admin/clients needs: the database, who acts, and what the audit row keeps. */
function adminContext({ staff, services, clientIp }: StaffRequest): AdminContext {
  return { db: services.database.db, actor: staff, clientIp, secret: services.secret };
}

/** /admin/clients: any staff member (admin or super admin); the branding's images only for a super admin. */
export async function loadClientsAdmin(request: StaffRequest) {
  const { staff, services } = request;
  const { db } = adminContext(request);
  const isSuperAdmin = staff.role === "super_admin";
  const [clients, invitations, sites, branding, images] = await Promise.all([
    listClients(db),
    listPendingClientInvitations(db),
    knownSites(db),
    readBranding(db),
    isSuperAdmin ? usableImages({ db }) : Promise.resolve([]),
  ]);
  return {
    clients,
    invitations,
    sites,
    branding: { agencyName: branding.agencyName ?? services.config.agency.name, logoMediaId: branding.logoMediaId },
    images: images.map((image) => ({ id: image.id, alt: image.alt, name: image.originalName })),
    isSuperAdmin,
  };
}

/** /admin/clients' forms: tie, untie, invite, and the reports' branding (super admins). */
export async function clientsAdminAction(request: StaffRequest, input: ClientAdminInput) {
  const ctx = adminContext(request);
  const result =
    input.intent === "tie"
      ? await tieSite(ctx, input.userId, input.website)
      : input.intent === "untie"
        ? await untieSite(ctx, input.userId, input.ingestionId)
        : input.intent === "invite"
          ? await inviteClient(ctx, { staffEmails: request.services.staffEmails, config: request.services.config }, input)
          : await writeBranding(ctx.db, request.staff, input).then(() => ({
              ok: true as const,
              message: CLIENT_TEXT.brandingSaved,
            }));
  return result.ok ? answer(true, result.message) : refuse(result.status, result.message);
}
