import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { type FindingActionKind, SELF_AUDIT_FINDING_TYPES, type SelfAuditFindingType } from "~/lib/seo/self-audit";

const linkClass = "text-sm font-medium text-brand-700 underline-offset-2 hover:underline";

/** A city's slug when the URL is a city page or a city service page (`/locations/texas/austin`, `/seo/texas/austin`). */
export function citySlugOf(url: string): string | null {
  const path = /^https?:\/\/[^/]+(\/[^?#]*)/.exec(url)?.[1] ?? "";
  const parts = path.split("/").filter(Boolean);
  return parts.length === 3 ? (parts[2] ?? null) : null;
}

/**
 * The fixes that are ours to make, for one page of a finding: exclude it
 * from the sitemap (a form post), add a link from its state page (in the
 * location manager), open it in the page editor (schema pages only).
 */
export function FindingActions({
  findingId,
  type,
  url,
  pageId,
  busy,
}: {
  findingId: number;
  type: string;
  url: string;
  pageId?: number;
  busy: boolean;
}) {
  const doc = SELF_AUDIT_FINDING_TYPES[type as SelfAuditFindingType];
  if (!doc) return null;
  const city = citySlugOf(url);
  const actions: readonly FindingActionKind[] = doc.actions;
  const shown = actions.filter(
    (action) => action === "exclude" || (action === "link-from-state" && city) || (action === "edit-page" && pageId),
  );
  if (shown.length === 0) return <span className="text-sm text-slate-700">No action here</span>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {shown.map((action) =>
        action === "exclude" ? (
          <Form method="post" key={action}>
            <input type="hidden" name="intent" value="exclude" />
            <input type="hidden" name="findingId" value={findingId} />
            <input type="hidden" name="url" value={url} />
            <Button type="submit" size="sm" variant="secondary" disabled={busy}>
              Exclude from the sitemap<span className="sr-only">: {url}</span>
            </Button>
          </Form>
        ) : action === "link-from-state" ? (
          <Link key={action} to={`/location-manager?q=${encodeURIComponent(city ?? "")}`} className={linkClass}>
            Add a link from the state page<span className="sr-only">: {url}</span>
          </Link>
        ) : (
          <Link key={action} to={`/admin/pages/${pageId}`} className={linkClass}>
            Open in the editor<span className="sr-only">: {url}</span>
          </Link>
        ),
      )}
    </div>
  );
}
