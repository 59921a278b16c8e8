import { Form, Link, useNavigation } from "react-router";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { ActionAnswer } from "~/lib/action-answer";
import { SAVED_VIEW_NAME_MAX, type SavedViewItem } from "~/lib/inbox/live";

/**
 * The inbox's saved views: the person's own and those other staff shared,
 * each a link to the inbox with its filters; a form names the filters in use
 * now (optionally for all staff); only the owner deletes a view.
 */
export function SavedViews({
  views,
  currentSearch,
  answer,
}: {
  views: SavedViewItem[];
  /** The list's filters now, as a query string without the page. */
  currentSearch: string;
  answer?: ActionAnswer | null;
}) {
  const busy = useNavigation().state !== "idle";
  const mine = answer && (answer.intent === "save-view" || answer.intent === "delete-view") ? answer : null;
  return (
    <section aria-labelledby="saved-views-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="saved-views-title" className="text-base font-semibold text-ink">
        Saved views
      </h2>
      {views.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No saved views yet. Filter the list, then name the view below.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {views.map((view) => (
            <li
              key={view.id}
              className="flex items-center gap-1 rounded-md border border-slate-200 bg-slate-50 px-2 py-1 text-sm"
            >
              <Link to={`/admin${view.search}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {view.name}
              </Link>
              {view.shared ? (
                <span className="text-xs text-slate-700">
                  {view.mine ? "(shared)" : `(shared by ${view.ownerEmail ?? "a former colleague"})`}
                </span>
              ) : null}
              {view.mine ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="delete-view" />
                  <input type="hidden" name="viewId" value={view.id} />
                  <Button
                    type="submit"
                    size="sm"
                    variant="ghost"
                    className="h-7 px-2"
                    disabled={busy}
                    aria-label={`Delete the view ${view.name}`}
                  >
                    Delete
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="save-view" />
        <input type="hidden" name="query" value={currentSearch} />
        <div>
          <Label htmlFor="saved-view-name">Name these filters</Label>
          <Input
            id="saved-view-name"
            name="name"
            required
            maxLength={SAVED_VIEW_NAME_MAX}
            className="mt-1.5 w-64"
            placeholder="New leads from Google"
          />
        </div>
        <div className="flex items-center gap-2 pb-2">
          <Checkbox id="saved-view-shared" name="shared" value="on" />
          <Label htmlFor="saved-view-shared" className="text-sm font-normal">
            Share with all staff
          </Label>
        </div>
        <Button type="submit" variant="secondary" disabled={busy}>
          Save view
        </Button>
      </Form>
      <ActionStatus answer={mine} className="mt-3" />
    </section>
  );
}
