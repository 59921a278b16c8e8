import { Link, useLoaderData } from "react-router";
import { requireStaff } from "~/.server/auth/staff";
import { servicesContext } from "~/.server/services-context";
import { useAgencyTimeZone } from "~/components/admin/agency-time-zone";
import { useFormatDateTime } from "~/components/admin/format";
import { type Column, DataTable } from "~/components/ui/data-table";
import { DRAFT_STATUS_LABELS, type DraftStatus, formatAgencyDateTime } from "~/lib/content/studio";
import type { Route } from "./+types/pages-queue";

/**
 * /admin/pages/queue (issue 22 items 7 and 11): the signed-in writer's
 * drafts not yet published, the drafts waiting for their review, and every
 * pending schedule, of pages and of articles (content_research), each
 * linking to its editor. Admin (guard table: /admin/pages).
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Review queue" }];

interface DraftEntry {
  key: string;
  href: string;
  /** A page's path, or an article's title. */
  name: string;
  kind: "Page" | "Article";
  status: DraftStatus;
  authorEmail: string | null;
  reviewerEmail: string | null;
  updatedAt: string;
  /** Why its scheduled publish was refused when it ran (the draft unchanged since). */
  refusal: string | null;
}

interface ScheduledEntry {
  key: string;
  href: string;
  name: string;
  kind: "Page" | "Article";
  action: string;
  runAt: string;
  createdByEmail: string | null;
}

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const { studio } = context.get(servicesContext);
  const [pages, articles] = await Promise.all([studio.queue(staff.id), studio.research.queue(staff.id)]);
  const byTime = <T extends { updatedAt: string }>(rows: T[]) => rows.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const drafts = (page: typeof pages.myDrafts, article: typeof articles.myDrafts): DraftEntry[] =>
    byTime([
      ...page.map((row) => ({
        ...row,
        key: `page-${row.pageId}`,
        href: `/admin/pages/${row.pageId}`,
        name: row.path,
        kind: "Page" as const,
      })),
      ...article.map((row) => ({
        ...row,
        key: `article-${row.recordId}`,
        href: `/content-view/${row.recordId}`,
        name: row.title,
        kind: "Article" as const,
      })),
    ]);
  const scheduled: ScheduledEntry[] = [
    ...pages.scheduled.map((row) => ({
      ...row,
      key: `schedule-${row.scheduleId}`,
      href: `/admin/pages/${row.pageId}`,
      name: row.path,
      kind: "Page" as const,
    })),
    ...articles.scheduled.map((row) => ({
      ...row,
      key: `schedule-${row.scheduleId}`,
      href: `/content-view/${row.recordId}`,
      name: row.title,
      kind: "Article" as const,
    })),
  ].sort((a, b) => a.runAt.localeCompare(b.runAt));
  return {
    myDrafts: drafts(pages.myDrafts, articles.myDrafts),
    // Oldest first: the longest wait is reviewed first.
    waitingForMyReview: drafts(pages.waitingForMyReview, articles.waitingForMyReview).reverse(),
    scheduled,
  };
}

const editorLink = (row: { href: string; name: string; kind: string }) => (
  <Link to={row.href} className="break-all font-medium text-brand-700 underline-offset-2 hover:underline">
    {row.kind === "Page" ? <code>{row.name}</code> : row.name || "Untitled"}
  </Link>
);

/** One queue: a titled section holding its table (the section's id is the heading's, and the table's test id). */
function QueueTable<Row extends { key: string }>(props: {
  id: string;
  title: string;
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  empty: string;
}) {
  const { id, title, ...table } = props;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <DataTable<Row> {...table} captionHidden rowKey={(row) => row.key} testId={id} />
    </section>
  );
}

export default function PagesQueue() {
  const { myDrafts, waitingForMyReview, scheduled } = useLoaderData<typeof loader>();
  const formatDateTime = useFormatDateTime();
  const timeZone = useAgencyTimeZone();
  const draftColumns = (who: "reviewer" | "author"): Column<DraftEntry>[] => [
    { id: "name", header: "Page or article", rowHeader: true, cell: editorLink },
    { id: "kind", header: "Kind", cell: (row) => row.kind },
    {
      id: "status",
      header: "Status",
      cell: (row) => (
        <>
          {DRAFT_STATUS_LABELS[row.status] ?? row.status}
          {row.refusal ? (
            <span className="mt-1 block text-sm text-red-800">Not published as scheduled: {row.refusal}</span>
          ) : null}
        </>
      ),
    },
    who === "reviewer"
      ? { id: "reviewer", header: "Reviewer", cell: (row) => row.reviewerEmail ?? "None yet" }
      : { id: "author", header: "Author", cell: (row) => row.authorEmail ?? "Unknown" },
    { id: "changed", header: "Last change", className: "whitespace-nowrap", cell: (row) => formatDateTime(row.updatedAt) },
  ];
  const scheduleColumns: Column<ScheduledEntry>[] = [
    { id: "name", header: "Page or article", rowHeader: true, cell: editorLink },
    { id: "kind", header: "Kind", cell: (row) => row.kind },
    { id: "action", header: "Action", cell: (row) => (row.action === "unpublish" ? "Unpublish" : "Publish") },
    {
      id: "when",
      header: "When",
      className: "whitespace-nowrap",
      cell: (row) => <time dateTime={row.runAt}>{formatAgencyDateTime(new Date(row.runAt), timeZone)}</time>,
    },
    { id: "by", header: "Scheduled by", cell: (row) => row.createdByEmail ?? "Unknown" },
  ];
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-ink">Review queue</h1>
          <p className="mt-2 max-w-3xl text-sm text-muted">
            Your drafts, the drafts you were asked to review, and what is scheduled to go live or come down, for pages and
            articles. Times are in the agency's time zone ({timeZone}).
          </p>
        </div>
        <Link to="/admin/pages" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          All pages
        </Link>
      </div>
      <QueueTable
        id="queue-review"
        title="Waiting for my review"
        caption="Drafts waiting for my review"
        columns={draftColumns("author")}
        rows={waitingForMyReview}
        empty="Nothing is waiting for your review."
      />
      <QueueTable
        id="queue-mine"
        title="My drafts"
        caption="My drafts"
        columns={draftColumns("reviewer")}
        rows={myDrafts}
        empty="You have no drafts in progress."
      />
      <QueueTable
        id="queue-scheduled"
        title="Scheduled"
        caption="Scheduled publishes and unpublishes"
        columns={scheduleColumns}
        rows={scheduled}
        empty="Nothing is scheduled."
      />
    </div>
  );
}
