import { data, type RouterContextProvider } from "react-router";
import { CLIENT_TEXT, clientAdminInput } from "~/lib/clients/client-dashboard";
import { type ClientAccount, requireClient } from "../auth/client-account";
import { requireStaff } from "../auth/staff";
import type { AdminContext } from "../auth/staff-admin/admin-context";
import { usableImages } from "../content/media/library";
import { AppError, isAppError, refusal } from "../http/app-error";
import { readForm, settledRead } from "../http/parse-request";
import { requestContext } from "../request-context";
import { servicesContext } from "../services-context";
import { inviteClient, knownSites, listClients, listPendingClientInvitations, tieSite, untieSite } from "./clients";
import { listClientSites, readClientSite } from "./read";
import { clientReportPdf, readBranding, writeBranding } from "./report";

/**
 * The route modules' one call each (issue 25 item 6): the role check, then
 * the server function. Client routes answer 404 for anything not the
 * client's own (the same answer as for nothing at all).
 */
const notFound = () => data(new AppError("NOT_FOUND", CLIENT_TEXT.notFound).toJSON(), { status: 404 });

function clientRequest(context: Readonly<RouterContextProvider>): {
  client: ClientAccount;
  services: ReturnType<typeof servicesOf>;
} {
  return { client: requireClient(context), services: servicesOf(context) };
}
const servicesOf = (context: Readonly<RouterContextProvider>) => context.get(servicesContext);

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

export async function answerClientReport(context: Readonly<RouterContextProvider>, analysisId: string | undefined) {
  const { client, services } = clientRequest(context);
  const report = await clientReportPdf(
    { db: services.database.db, storage: services.media.storage, config: services.config, log: context.get(requestContext).log },
    client.id,
    analysisId ?? "",
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

/** /admin/clients: any staff member (admin or super admin). */
function staffRequest(context: Readonly<RouterContextProvider>) {
  const staff = requireStaff(context, "admin");
  const services = servicesOf(context);
  const info = context.get(requestContext);
  const ctx: AdminContext = { db: services.database.db, actor: staff, clientIp: info.clientIp, secret: services.secret };
  return { staff, services, ctx };
}

export async function loadClientsAdmin(context: Readonly<RouterContextProvider>) {
  const { staff, services, ctx } = staffRequest(context);
  const isSuperAdmin = staff.role === "super_admin";
  const [clients, invitations, sites, branding, images] = await Promise.all([
    listClients(ctx.db),
    listPendingClientInvitations(ctx.db),
    knownSites(ctx.db),
    readBranding(ctx.db),
    isSuperAdmin ? usableImages({ db: ctx.db }) : Promise.resolve([]),
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

export async function clientsAdminAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff, services, ctx } = staffRequest(context);
  const answer = (ok: boolean, message: string, status = ok ? 200 : 400) => data({ ok, message }, { status });
  const read = await settledRead(
    readForm(request, {
      maxBytes: 16 * 1024,
      messages: { unsupportedType: "Send the form as a form post.", tooLarge: "The form is too large." },
    }),
  );
  if (!read.ok) return answer(false, read.message, read.status);
  // Each field once, its first value, as the form posts it.
  const fields: Record<string, string> = {};
  for (const [key, value] of read.body) if (!(key in fields)) fields[key] = typeof value === "string" ? value : "";
  const parsed = clientAdminInput.safeParse(fields);
  if (!parsed.success) return answer(false, parsed.error.issues[0]?.message ?? "The form is not valid.");
  const input = parsed.data;
  try {
    const result =
      input.intent === "tie"
        ? await tieSite(ctx, input.userId, input.website)
        : input.intent === "untie"
          ? await untieSite(ctx, input.userId, input.ingestionId)
          : input.intent === "invite"
            ? await inviteClient(ctx, { staffEmails: services.staffEmails, config: services.config }, input)
            : await writeBranding(ctx.db, staff, input).then(() => ({ ok: true as const, message: CLIENT_TEXT.brandingSaved }));
    return result.ok ? answer(true, result.message) : answer(false, result.message, result.status);
  } catch (error) {
    if (isAppError(error)) return answer(false, error.message, error.status);
    throw error;
  }
}
