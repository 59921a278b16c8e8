import { useEffect } from "react";
import { Form, Link, useLoaderData, useNavigation, useRevalidator } from "react-router";
import { briefLoader, REBUILD_MAX_BYTES, rebuildBrief } from "~/.server/content/research/route-actions";
import { pageAction } from "~/.server/http/page-action";
import { staffRequest } from "~/.server/services-context";
import { useFormatDateTime } from "~/components/admin/format";
import { DraftFromBrief } from "~/components/content/automation/draft-from-brief";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import type { ActionAnswer } from "~/lib/action-answer";
import type { BriefQuestion, BriefSource, BriefTerm, LocalFact } from "~/lib/content/brief";
import { briefTargetLabel, rebuildBriefForm } from "~/lib/content/research";
import type { Route } from "./+types/content-brief";

/**
 * /content-research/briefs/:id (issue 24 item 1): one version of a brief.
 * While it builds, its progress is read again every two seconds; when ready,
 * its terms, questions, outline, word-count range, local facts and sources.
 * Every version of the same target is listed; "Rebuild" makes a new one.
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Content brief" }];

export const loader = ({ context, params }: Route.LoaderArgs) => briefLoader(context, params.id);
export const action = pageAction(rebuildBriefForm, rebuildBrief, {
  maxBytes: REBUILD_MAX_BYTES,
  guard: ({ context }) => void staffRequest(context),
});

const percent = (share: number) => `${Math.round(share * 100)}%`;

export default function ContentBriefView({ actionData }: Route.ComponentProps) {
  const { row, versions, names } = useLoaderData<typeof loader>();
  const answer = actionData as ActionAnswer | undefined;
  const revalidator = useRevalidator();
  const busy = useNavigation().state !== "idle";
  const formatDateTime = useFormatDateTime();
  const building = row.status === "building";
  const brief = row.brief;

  useEffect(() => {
    if (!building) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [building, revalidator]);

  const label = briefTargetLabel(row.target, names);
  return (
    <div className="space-y-8">
      <p>
        <Link to="/content-research" className="text-sm text-brand-700 underline-offset-2 hover:underline">
          All content research
        </Link>
      </p>
      <div>
        <h1 className="text-3xl font-bold text-ink">Brief: {label}</h1>
        <p className="mt-2 text-sm text-muted">
          Version {row.version}, started {formatDateTime(row.createdAt)}
          {row.createdByEmail ? ` by ${row.createdByEmail}` : ""}. <code>{row.targetKey}</code>
        </p>
      </div>
      <ActionStatus answer={answer} />
      <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm" data-testid="brief-status">
        <p role="status" data-status={row.status}>
          {building
            ? `Building: ${row.progressDone} of ${row.urls.length} pages read.`
            : row.status === "failed"
              ? `The brief failed: ${row.error ?? "no reason recorded"}`
              : `Ready: ${brief?.sources.filter((source) => source.status === "used").length ?? 0} of ${row.urls.length} pages used.`}
        </p>
        <Form method="post" className="mt-3">
          <Button type="submit" variant="secondary" disabled={busy || building}>
            Rebuild (a new version)
          </Button>
        </Form>
        {row.status === "ready" ? <DraftFromBrief briefId={row.id} /> : null}
      </div>

      {brief ? (
        <>
          <section aria-labelledby="length-heading" className="space-y-2">
            <h2 id="length-heading" className="text-xl font-semibold text-ink">
              Length
            </h2>
            {brief.wordRange ? (
              <p className="text-sm" data-testid="word-range">
                Aim for {brief.wordRange.min.toLocaleString("en-US")} to {brief.wordRange.max.toLocaleString("en-US")} words (the
                competitors' median is {brief.wordRange.median.toLocaleString("en-US")}).
                {brief.wordRange.outliers.length
                  ? ` Left out as outliers: ${brief.wordRange.outliers.map((each) => `${each.url} (${each.words.toLocaleString("en-US")} words)`).join(", ")}.`
                  : ""}
              </p>
            ) : (
              <p className="text-sm text-muted">No competitor page was read: no range.</p>
            )}
          </section>
          <section aria-labelledby="terms-heading" className="space-y-2">
            <h2 id="terms-heading" className="text-xl font-semibold text-ink">
              Terms
            </h2>
            <DataTable<BriefTerm>
              caption="Terms by importance"
              captionHidden
              testId="brief-terms"
              rows={brief.terms}
              rowKey={(term) => term.term}
              empty="No terms: no competitor page was read."
              columns={[
                { id: "term", header: "Term", rowHeader: true, cell: (term) => term.term },
                { id: "importance", header: "Importance", cell: (term) => term.importance.toFixed(2) },
                { id: "share", header: "Pages using it", cell: (term) => percent(term.competitorShare) },
                { id: "uses", header: "Uses per page", cell: (term) => term.averageUses.toLocaleString("en-US") },
              ]}
            />
          </section>
          <section aria-labelledby="questions-heading" className="space-y-2">
            <h2 id="questions-heading" className="text-xl font-semibold text-ink">
              Questions competitors answer
            </h2>
            <DataTable<BriefQuestion>
              caption="Questions by how many pages ask them"
              captionHidden
              testId="brief-questions"
              rows={brief.questions}
              rowKey={(question) => question.question}
              empty="No question headings or FAQ entries found."
              columns={[
                { id: "question", header: "Question", rowHeader: true, cell: (question) => question.question },
                { id: "sources", header: "Pages asking", cell: (question) => question.sources },
              ]}
            />
          </section>
          <section aria-labelledby="outline-heading" className="space-y-2">
            <h2 id="outline-heading" className="text-xl font-semibold text-ink">
              Their outline
            </h2>
            {brief.outline.length ? (
              <ol className="list-decimal space-y-1 pl-6 text-sm">
                {brief.outline.map((heading) => (
                  <li key={`${heading.level}-${heading.text}`} className={heading.level === 3 ? "ml-4" : ""}>
                    {heading.level === 3 ? "H3" : "H2"}: {heading.text}{" "}
                    <span className="text-muted">({heading.sources} pages)</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-muted">No heading is shared by two pages.</p>
            )}
          </section>
          <section aria-labelledby="facts-heading" className="space-y-2">
            <h2 id="facts-heading" className="text-xl font-semibold text-ink">
              Local facts we hold
            </h2>
            <DataTable<LocalFact>
              caption="Local facts"
              captionHidden
              testId="brief-facts"
              rows={brief.localFacts}
              rowKey={(fact) => `${fact.kind}-${fact.text}`}
              empty="We hold no facts for this target."
              columns={[
                { id: "kind", header: "Kind", cell: (fact) => fact.kind },
                { id: "text", header: "Fact", rowHeader: true, cell: (fact) => fact.text },
                { id: "needles", header: "Counts as used when the draft says", cell: (fact) => fact.needles.join(", ") },
              ]}
            />
          </section>
          <section aria-labelledby="sources-heading" className="space-y-2">
            <h2 id="sources-heading" className="text-xl font-semibold text-ink">
              Sources
            </h2>
            <DataTable<BriefSource>
              caption="Sources"
              captionHidden
              testId="brief-sources"
              rows={brief.sources}
              rowKey={(source) => source.url}
              empty="No competitor URLs: this brief holds our own facts only."
              columns={[
                { id: "url", header: "URL", rowHeader: true, cell: (source) => <span className="break-all">{source.url}</span> },
                { id: "status", header: "Status", cell: (source) => source.status },
                {
                  id: "words",
                  header: "Words",
                  cell: (source) => (source.words === null ? "—" : source.words.toLocaleString("en-US")),
                },
                { id: "reason", header: "Note", cell: (source) => source.reason ?? source.title ?? "" },
              ]}
            />
          </section>
        </>
      ) : null}

      <section aria-labelledby="versions-heading" className="space-y-2">
        <h2 id="versions-heading" className="text-xl font-semibold text-ink">
          Versions
        </h2>
        <ul className="space-y-1 text-sm">
          {versions.map((version) => (
            <li key={version.id}>
              {version.id === row.id ? (
                <span aria-current="page" className="font-semibold">
                  Version {version.version} (shown)
                </span>
              ) : (
                <Link to={`/content-research/briefs/${version.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                  Version {version.version}
                </Link>
              )}{" "}
              · {version.status} · {formatDateTime(version.createdAt)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
