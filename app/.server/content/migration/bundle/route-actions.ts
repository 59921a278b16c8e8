import { type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import { MIGRATION_TEXT, type migrationActionSchema, type PlanView, planFilterSchema } from "~/lib/content/migration";
import { answer, isAppError, listQuery, type PageActionArgs } from "../../../http";
import { type StaffRequest, staffRequest } from "../../../services-context";
import type { RequestOrigin } from "./index";

/**
 * /content-migration's loader and action, and the export download, as the
 * routes call them: the role checked, the request read by the page socket
 * under its cap (`migrationActionSchema`), one call to the bundle service.
 * Every refusal is a 4xx with a message for people (the page shows it where
 * the form is); nothing is changed.
 */
const origin = ({ actor, clientIp }: StaffRequest): RequestOrigin => ({ actor, clientIp });

export async function loadMigrationPage(request: Request, context: Readonly<RouterContextProvider>) {
  const staff = staffRequest(context);
  const who = origin(staff);
  const filters = listQuery(request, planFilterSchema);
  const service = staff.services.migrationBundle;
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

/** A dry run of an uploaded bundle (then its own address), or the apply of a planned one. */
export async function migrationCommand(
  command: z.output<typeof migrationActionSchema>,
  { context }: Pick<PageActionArgs, "context">,
) {
  const staff = staffRequest(context);
  const service = staff.services.migrationBundle;
  if (command.intent === "dry-run") {
    const plan = await service.dryRun(origin(staff), new Uint8Array(await command.file.arrayBuffer()));
    // The plan has its own address, so the dry run can be reloaded, filtered and shared with oneself.
    return redirect(`/content-migration?plan=${plan.id}`);
  }
  const plan = await service.apply(origin(staff), command.planId);
  return answer(true, MIGRATION_TEXT.applied(plan.counts));
}

/** GET /api/admin/content-migration/export: the bundle as a download, streamed as it is made. */
export async function exportDownload(context: Readonly<RouterContextProvider>): Promise<Response> {
  const staff = staffRequest(context);
  const who = origin(staff);
  const { services, log } = staff;
  const { migrationBundle } = services;
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
