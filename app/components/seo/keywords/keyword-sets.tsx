import { Form, Link, useNavigation } from "react-router";
import { useFormatDateTime } from "~/components/admin/format";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { KEYWORD_SOURCE_LABELS, type KeywordQuery } from "~/lib/seo/keywords";
import { type KeywordSetView, keywordHref, linkClass } from "./views";

/** The keyword sets, newest first: which one is shown, and a Remove for each. */
export function KeywordSets({
  query,
  sets,
  shown,
}: {
  query: KeywordQuery;
  sets: readonly KeywordSetView[];
  shown: KeywordSetView | null;
}) {
  const formatDateTime = useFormatDateTime();
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="kw-sets-heading" className="space-y-3">
      <h2 id="kw-sets-heading" className="text-xl font-semibold text-ink">
        Keyword sets
      </h2>
      <p className="text-sm text-muted" data-testid="keyword-set-count">
        {`${sets.length.toLocaleString("en-US")} keyword set${sets.length === 1 ? "" : "s"}, newest first.`}
      </p>
      <DataTable
        caption="Keyword sets"
        captionHidden
        rows={sets}
        rowKey={(row) => String(row.id)}
        empty="No keywords yet: generate some or import a file below."
        testId="keyword-sets"
        columns={[
          {
            id: "set",
            header: "Set",
            rowHeader: true,
            cell: (row) => (
              <Link
                to={keywordHref(query, row.id, { page: undefined })}
                className={linkClass}
                aria-current={row.id === shown?.id ? "true" : undefined}
              >
                {KEYWORD_SOURCE_LABELS[row.source]} #{row.id}
                {row.id === shown?.id ? " (shown)" : ""}
              </Link>
            ),
          },
          { id: "file", header: "File", cell: (row) => row.fileName ?? row.parts.join(", ") },
          { id: "count", header: "Keywords", align: "right", cell: (row) => row.keywordCount.toLocaleString("en-US") },
          {
            id: "date",
            header: "Imported",
            cell: (row) => `${formatDateTime(row.importedAt)} · ${row.importedBy ?? "system"}`,
          },
          {
            id: "remove",
            header: "Actions",
            headerHidden: true,
            cell: (row) => (
              <Form method="post">
                <input type="hidden" name="intent" value="delete-set" />
                <input type="hidden" name="setId" value={row.id} />
                <Button type="submit" size="sm" variant="secondary" disabled={busy} aria-label={`Remove keyword set ${row.id}`}>
                  Remove
                </Button>
              </Form>
            ),
          },
        ]}
      />
    </section>
  );
}
