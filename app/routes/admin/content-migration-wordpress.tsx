import { useEffect } from "react";
import { Form, Link, useLoaderData, useNavigation, useRevalidator } from "react-router";
import type { ImportSummary, ReportLine } from "~/.server/content/migration/wordpress";
import { wordpressLoader, wordpressUpload } from "~/.server/content/migration/wordpress/route-actions";
import { pageAction } from "~/.server/http/page-action";
import { staffRequest } from "~/.server/services-context";
import { useFormatDateTime } from "~/components/admin/format";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { ActionAnswer } from "~/lib/action-answer";
import { formatBytes } from "~/lib/content/media";
import { WXR_FORM_MAX_BYTES, WXR_MAX_BYTES, WXR_TEXT, wordpressUploadForm } from "~/lib/content/migration-wordpress";
import type { Route } from "./+types/content-migration-wordpress";

/**
 * /content-migration/wordpress (issue 24 item 7): upload a WordPress export,
 * follow the import's progress (read again every two seconds while it runs),
 * and read its report. Server code: app/.server/content/migration/wordpress.
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: WXR_TEXT.title }];

export const loader = ({ request, context }: Route.LoaderArgs) => wordpressLoader(request, context);
export const action = pageAction(wordpressUploadForm, wordpressUpload, {
  upload: true,
  maxBytes: WXR_FORM_MAX_BYTES,
  tooLarge: WXR_TEXT.tooLarge(formatBytes(WXR_MAX_BYTES)),
  unsupportedType: 'Send the export as a multipart form (field "file").',
  guard: ({ context }) => void staffRequest(context),
});

type Summary = Omit<ImportSummary, "createdAt" | "finishedAt"> & { createdAt: Date | string; finishedAt: Date | string | null };

function progressOf(summary: Pick<Summary, "counts">) {
  const { counts } = summary;
  const finished = counts.done + counts.skipped + counts.failed;
  return { finished, percent: counts.total ? Math.round((finished / counts.total) * 100) : 100 };
}

export default function WordpressImportPage({ actionData }: Route.ComponentProps) {
  const { imports, current, maxBytes } = useLoaderData<typeof loader>();
  const answer = actionData as ActionAnswer<{ importId: number }> | undefined;
  const busy = useNavigation().state === "submitting";
  const formatDateTime = useFormatDateTime();
  const revalidator = useRevalidator();
  const active = imports.some((each) => each.status === "queued" || each.status === "running");

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [active, revalidator]);

  const importColumns: Column<Summary>[] = [
    {
      id: "id",
      header: "Import",
      rowHeader: true,
      cell: (row) => (
        <Link to={`?import=${row.id}`} className="font-medium text-brand-700 underline">{`#${row.id} ${row.fileName}`}</Link>
      ),
      sortValue: (row) => row.id,
    },
    { id: "site", header: "WordPress site", cell: (row) => row.siteUrl ?? "—" },
    { id: "status", header: "Status", cell: (row) => WXR_TEXT.statusLabels[row.status] },
    {
      id: "progress",
      header: "Progress",
      cell: (row) => `${progressOf(row).finished} of ${row.counts.total}`,
      align: "right",
    },
    { id: "failed", header: "Failed", cell: (row) => row.counts.failed, align: "right" },
    { id: "by", header: "Started by", cell: (row) => row.actorEmail ?? "—" },
    {
      id: "created",
      header: "Started",
      cell: (row) => formatDateTime(row.createdAt),
      sortValue: (row) => new Date(row.createdAt),
    },
  ];
  const reportColumns: Column<ReportLine>[] = [
    { id: "item", header: "Item", rowHeader: true, cell: (row) => `${row.title} (${row.kind} ${row.wpId})` },
    { id: "status", header: "Outcome", cell: (row) => WXR_TEXT.itemLabels[row.status] },
    { id: "where", header: "New address", cell: (row) => (row.targetPath && row.status === "done" ? row.targetPath : "—") },
    {
      id: "why",
      header: "What happened",
      cell: (row) => (
        <ul className="list-disc pl-4">
          {row.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ),
    },
  ];

  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <header className="space-y-2">
        <p className="text-sm text-slate-700">
          <Link to="/content-migration" className="underline">
            Content migration
          </Link>{" "}
          / WordPress
        </p>
        <h1 className="text-2xl font-bold text-ink">{WXR_TEXT.title}</h1>
        <p className="max-w-3xl text-slate-700">{WXR_TEXT.intro}</p>
      </header>

      <section aria-labelledby="upload-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="upload-heading" className="text-lg font-semibold text-ink">
          Upload an export
        </h2>
        <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-wrap items-end gap-4" aria-busy={busy}>
          <div className="min-w-72 flex-1">
            <Label htmlFor="wxr-file" required>
              {WXR_TEXT.fileLabel}
            </Label>
            <Input
              id="wxr-file"
              name="file"
              type="file"
              required
              accept=".xml,application/xml,text/xml"
              aria-describedby="wxr-file-hint"
              className="mt-1.5"
            />
            <p id="wxr-file-hint" className="mt-1 text-sm text-slate-700">
              {WXR_TEXT.fileHint(formatBytes(maxBytes))}
            </p>
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? "Uploading…" : WXR_TEXT.start}
          </Button>
        </Form>
        <ActionStatus answer={answer} className="mt-4" />
      </section>

      {current ? (
        <section aria-labelledby="current-heading" className="space-y-4">
          <h2 id="current-heading" className="text-lg font-semibold text-ink">
            Import #{current.id}: {WXR_TEXT.statusLabels[current.status]}
          </h2>
          <div>
            <Label htmlFor="import-progress">Items finished</Label>
            <progress
              id="import-progress"
              className="mt-1 block w-full"
              max={current.counts.total}
              value={progressOf(current).finished}
              aria-valuetext={`${progressOf(current).finished} of ${current.counts.total} items (${progressOf(current).percent}%)`}
            />
            <p className="mt-1 text-sm text-slate-700" aria-live="polite">
              {current.counts.done} imported, {current.counts.skipped} skipped, {current.counts.failed} failed,{" "}
              {current.counts.pending + current.counts.working} to go.
            </p>
          </div>
          {current.notes.length > 0 ? (
            <ul className="list-disc pl-5 text-sm text-slate-700">
              {current.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
          <DataTable
            caption={`Report of import #${current.id}`}
            columns={reportColumns}
            rows={current.report}
            rowKey={(row) => `${row.kind}-${row.wpId}`}
            empty={WXR_TEXT.reportEmpty}
            pageSize={50}
          />
        </section>
      ) : null}

      <section aria-labelledby="imports-heading" className="space-y-3">
        <h2 id="imports-heading" className="text-lg font-semibold text-ink">
          Recent imports
        </h2>
        <DataTable
          caption="Recent WordPress imports"
          captionHidden
          columns={importColumns}
          rows={imports as Summary[]}
          rowKey={(row) => String(row.id)}
          empty="No WordPress import yet."
        />
      </section>
    </main>
  );
}
