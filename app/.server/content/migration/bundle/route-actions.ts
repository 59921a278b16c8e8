import { data, type RouterContextProvider, redirect } from "react-router";
import {
  BUNDLE_MAX_UPLOAD_BYTES,
  MIGRATION_TEXT,
  migrationActionSchema,
  type PlanView,
  planFilterSchema,
} from "~/lib/content/migration";
import { actorOf, requireStaff } from "../../../auth/staff";
import { AppError, isAppError } from "../../../http/app-error";
import { firstProblem, formObject, readForm } from "../../../http/parse-request";
import { requestContext } from "../../../request-context";
import { servicesContext } from "../../../services-context";
import type { RequestOrigin } from "./index";

/**
 * /content-migration's loader and action, and the export download, as the
 * routes call them: the role checked, the request read under its cap, one
 * call to the bundle service. Every refusal is a 4xx with a message for
 * people (the page shows it where the form is); nothing is changed.
 */
export type MigrationAnswer = { ok: boolean; message: string; intent?: string };

/** Room for the multipart envelope and the form's other fields around the file. */
const FORM_OVERHEAD = 64 * 1024;

function origin(context: Readonly<RouterContextProvider>): RequestOrigin {
  const staff = requireStaff(context);
  return { actor: actorOf(staff), clientIp: context.get(requestContext).clientIp };
}

export async function loadMigrationPage(request: Request, context: Readonly<RouterContextProvider>) {
  const who = origin(context);
  const filters = planFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const service = context.get(servicesContext).migrationBundle;
  let plan: PlanView | null = null;
  if (filters.plan) {
    plan = await service.plan(who, filters.plan).catch((error: unknown) => {
      if (isAppError(error) && error.status === 404) return null;
      throw error;
    });
  }
  const latest = plan ? null : await service.latestPlan(who);
  return { filters, plan, latest: latest ? { id: latest.id, createdAt: latest.createdAt, status: latest.status } : null };
}

const refused = (error: AppError, intent?: string) =>
  data<MigrationAnswer>({ ok: false, message: error.message, intent }, { status: error.status, headers: error.headers });

export async function answerMigrationAction(request: Request, context: Readonly<RouterContextProvider>) {
  const who = origin(context);
  const service = context.get(servicesContext).migrationBundle;
  let intent: string | undefined;
  try {
    const form = await readForm(request, {
      maxBytes: BUNDLE_MAX_UPLOAD_BYTES + FORM_OVERHEAD,
      messages: { tooLarge: MIGRATION_TEXT.tooLarge, unsupportedType: 'Send the bundle as a multipart form (field "file").' },
    });
    const parsed = migrationActionSchema.safeParse(formObject(form));
    if (!parsed.success) throw new AppError("BAD_REQUEST", firstProblem(parsed.error));
    intent = parsed.data.intent;
    if (parsed.data.intent === "dry-run") {
      const files = form.getAll("file");
      const file = files[0];
      if (files.length > 1) throw new AppError("BAD_REQUEST", MIGRATION_TEXT.oneFile);
      if (!(file instanceof File) || file.size === 0) throw new AppError("BAD_REQUEST", MIGRATION_TEXT.noFile);
      const plan = await service.dryRun(who, new Uint8Array(await file.arrayBuffer()));
      // The plan has its own address, so the dry run can be reloaded, filtered and shared with oneself.
      return redirect(`/content-migration?plan=${plan.id}`);
    }
    const plan = await service.apply(who, parsed.data.planId);
    return data<MigrationAnswer>({ ok: true, message: MIGRATION_TEXT.applied(plan.counts), intent: "apply" });
  } catch (error) {
    if (isAppError(error)) return refused(error, intent);
    throw error;
  }
}

/** GET /api/admin/content-migration/export: the bundle as a download, streamed as it is made. */
export async function exportDownload(context: Readonly<RouterContextProvider>): Promise<Response> {
  const who = origin(context);
  const { migrationBundle, log } = context.get(servicesContext);
  const bundle = await migrationBundle.export(who);
  const chunks = bundle.chunks;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        // The headers are gone: the download ends broken (the browser says it failed) rather than looking complete.
        log.error({ err: error }, "content bundle export failed");
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${bundle.fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
