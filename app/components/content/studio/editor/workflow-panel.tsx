import { type FormEvent, type ReactNode, useId } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { DRAFT_STATUS_LABELS, type DraftStatus, formatAgencyDateTime, toAgencyDateTimeInput } from "~/lib/content/studio";

/**
 * The review workflow beside the editor (issue 22 items 7 and 8): the
 * draft's state, and only the steps this person may take in it. The server
 * decides again (a refusal's message shows in the live region); the panel
 * just does not offer what would be refused. Every step names the revision
 * it acts on, so a step on a draft someone changed meanwhile is refused.
 * Pages and articles (content_research) share it: `subject` names what is
 * published ("Page", "Article"); an article's unpublish takes no redirect.
 */
export interface WorkflowView {
  status: DraftStatus;
  revision: number | null;
  authorId: string | null;
  authorEmail: string | null;
  reviewerId: string | null;
  reviewerEmail: string | null;
  pageStatus: string;
  pageVersion: number;
}

/** A pending schedule as the editors' loaders list it (app/.server/content/studio/editor-data.ts). */
export interface WorkflowSchedule {
  scheduleId: number;
  action: string;
  runAt: string;
  redirectTo: string | null;
}

export interface WorkflowPanelProps {
  /** The draft; `pageStatus`/`pageVersion` are the published subject's (a page's or an article's). */
  view: WorkflowView;
  /** What is published, for the status list ("Page" by default). */
  subject?: string;
  /** What unpublishing does to visitors; given, it replaces the redirect fields (an article takes none). */
  unpublishResult?: string;
  me: { id: string; email: string; role: string };
  reviewers: { id: string; name: string; email: string }[];
  directPublish: boolean;
  schedules: WorkflowSchedule[];
  comments: { id: number; revision: number; authorEmail: string | null; body: string; createdAt: string }[];
  timeZone: string;
  /** Why the steps wait (unsaved changes, a save in flight), or null. */
  blockedBecause: string | null;
  busy: boolean;
  answer: { ok: boolean; message: string; issues?: unknown[] } | undefined;
  act: (body: Record<string, unknown>) => void;
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-ink">{title}</h3>
      {children}
    </div>
  );
}

/** A form whose fields are posted as JSON with its intent (and the revision, for steps on the draft). */
function submitWith(act: WorkflowPanelProps["act"], extra: Record<string, unknown>) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = Object.fromEntries(
      [...new FormData(event.currentTarget)].filter(([, value]) => typeof value === "string" && value !== ""),
    );
    act({ ...fields, ...extra });
  };
}

export function WorkflowPanel(props: WorkflowPanelProps) {
  const { view, me, act, busy, timeZone } = props;
  const id = useId();
  const revision = view.revision;
  const disabled = busy || props.blockedBecause !== null;
  const isAuthor = view.authorId === me.id;
  const mayReview = view.status === "in_review" && !isAuthor && (view.reviewerId === me.id || me.role === "super_admin");
  const editable = revision !== null && ["draft", "changes_requested"].includes(view.status);
  const mayPublish =
    revision !== null &&
    (view.status === "approved" ||
      (props.directPublish && isAuthor && ["draft", "changes_requested", "in_review"].includes(view.status)));
  const zone = `(${timeZone})`;
  const soon = toAgencyDateTimeInput(new Date(Date.now() + 60 * 60 * 1000), timeZone);
  const pageState =
    view.pageStatus === "published"
      ? `Live: version ${view.pageVersion}`
      : view.pageStatus === "archived"
        ? "Unpublished"
        : "Never published";

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Review and publish
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium">Status</dt>
        <dd data-testid="draft-status">{DRAFT_STATUS_LABELS[view.status]}</dd>
        <dt className="font-medium">{props.subject ?? "Page"}</dt>
        <dd>{pageState}</dd>
        {view.authorEmail ? (
          <>
            <dt className="font-medium">Author</dt>
            <dd>{view.authorEmail}</dd>
          </>
        ) : null}
        {view.reviewerEmail ? (
          <>
            <dt className="font-medium">Reviewer</dt>
            <dd>{view.reviewerEmail}</dd>
          </>
        ) : null}
      </dl>
      <div aria-live="polite" role="status" className="min-h-5 text-sm">
        {props.answer && !props.answer.issues ? (
          <p className={props.answer.ok ? "text-green-900" : "font-medium text-red-800"}>{props.answer.message}</p>
        ) : null}
      </div>
      {props.blockedBecause ? <p className="text-sm text-slate-700">{props.blockedBecause}</p> : null}

      {editable ? (
        <Step title="Submit for review">
          <form className="space-y-2" onSubmit={submitWith(act, { intent: "submit", expectedRevision: revision })}>
            <label htmlFor={`${id}-reviewer`} className="block text-sm font-medium">
              Reviewer
            </label>
            <Select id={`${id}-reviewer`} name="reviewerId" required defaultValue="">
              <option value="" disabled>
                Choose a reviewer
              </option>
              {props.reviewers.map((reviewer) => (
                <option key={reviewer.id} value={reviewer.id}>
                  {reviewer.name} ({reviewer.email})
                </option>
              ))}
            </Select>
            <Button type="submit" size="sm" disabled={disabled}>
              Submit for review
            </Button>
          </form>
        </Step>
      ) : null}

      {mayReview ? (
        <Step title="Your review">
          <form className="space-y-2" onSubmit={submitWith(act, { intent: "request-changes", expectedRevision: revision })}>
            <label htmlFor={`${id}-comment`} className="block text-sm font-medium">
              Comment for the author
            </label>
            <Textarea id={`${id}-comment`} name="comment" required maxLength={4000} rows={3} />
            <Button type="submit" size="sm" variant="secondary" disabled={disabled}>
              Request changes
            </Button>
          </form>
          <Button size="sm" disabled={disabled} onClick={() => act({ intent: "approve", expectedRevision: revision })}>
            Approve
          </Button>
        </Step>
      ) : null}

      {mayPublish ? (
        <>
          <Step title="Publish now">
            <form className="space-y-2" onSubmit={submitWith(act, { intent: "publish", expectedRevision: revision })}>
              <label htmlFor={`${id}-note`} className="block text-sm font-medium">
                Version note
              </label>
              <Input id={`${id}-note`} name="note" maxLength={500} placeholder="What changed, for the versions list" />
              <Button type="submit" size="sm" disabled={disabled}>
                Publish now
              </Button>
            </form>
          </Step>
          {view.status !== "scheduled" ? (
            <Step title="Schedule publish">
              <form className="space-y-2" onSubmit={submitWith(act, { intent: "schedule-publish", expectedRevision: revision })}>
                <label htmlFor={`${id}-publish-at`} className="block text-sm font-medium">
                  Publish at <span className="font-normal text-slate-700">{zone}</span>
                </label>
                <Input id={`${id}-publish-at`} name="at" type="datetime-local" required defaultValue={soon} />
                <Button type="submit" size="sm" variant="secondary" disabled={disabled}>
                  Schedule publish
                </Button>
              </form>
            </Step>
          ) : null}
        </>
      ) : null}

      {props.schedules.length > 0 ? (
        <Step title="Scheduled">
          <ul className="space-y-3">
            {props.schedules.map((schedule) => {
              const when = formatAgencyDateTime(new Date(schedule.runAt), timeZone);
              const label = `${schedule.action === "publish" ? "Publish" : "Unpublish"} on ${when}`;
              return (
                <li key={schedule.scheduleId} className="space-y-2 text-sm">
                  <p>
                    {label}
                    {schedule.redirectTo ? `, then redirect to ${schedule.redirectTo}` : ""}
                  </p>
                  <form
                    className="flex flex-wrap items-end gap-2"
                    onSubmit={submitWith(act, { intent: "reschedule", scheduleId: schedule.scheduleId })}
                  >
                    <div>
                      <label htmlFor={`${id}-move-${schedule.scheduleId}`} className="block text-sm font-medium">
                        New time <span className="font-normal text-slate-700">{zone}</span>
                      </label>
                      <Input
                        id={`${id}-move-${schedule.scheduleId}`}
                        name="at"
                        type="datetime-local"
                        required
                        defaultValue={toAgencyDateTimeInput(new Date(schedule.runAt), timeZone)}
                      />
                    </div>
                    <Button type="submit" size="sm" variant="secondary" disabled={busy} aria-label={`Reschedule: ${label}`}>
                      Reschedule
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busy}
                      aria-label={`Cancel: ${label}`}
                      onClick={() => act({ intent: "cancel-schedule", scheduleId: schedule.scheduleId })}
                    >
                      Cancel schedule
                    </Button>
                  </form>
                </li>
              );
            })}
          </ul>
        </Step>
      ) : null}

      {view.pageStatus === "published" ? (
        <Step title="Take off the site">
          <form className="space-y-2" onSubmit={submitWith(act, { intent: "unpublish" })}>
            {props.unpublishResult ? (
              <p className="text-sm text-slate-700">{props.unpublishResult}</p>
            ) : (
              <>
                <label htmlFor={`${id}-redirect`} className="block text-sm font-medium">
                  Send visitors to (optional; empty: the page answers 404)
                </label>
                <Input id={`${id}-redirect`} name="redirectTo" maxLength={200} placeholder="/services" />
              </>
            )}
            <Button type="submit" size="sm" variant="secondary" disabled={busy}>
              Unpublish now
            </Button>
          </form>
          <form className="space-y-2" onSubmit={submitWith(act, { intent: "schedule-unpublish" })}>
            <label htmlFor={`${id}-unpublish-at`} className="block text-sm font-medium">
              Unpublish at <span className="font-normal text-slate-700">{zone}</span>
            </label>
            <Input id={`${id}-unpublish-at`} name="at" type="datetime-local" required defaultValue={soon} />
            {props.unpublishResult ? null : (
              <>
                <label htmlFor={`${id}-unpublish-redirect`} className="block text-sm font-medium">
                  Then send visitors to (optional)
                </label>
                <Input id={`${id}-unpublish-redirect`} name="redirectTo" maxLength={200} placeholder="/services" />
              </>
            )}
            <Button type="submit" size="sm" variant="secondary" disabled={busy}>
              Schedule unpublish
            </Button>
          </form>
        </Step>
      ) : null}

      <Step title="Comments">
        {props.comments.length === 0 ? (
          <p className="text-sm text-slate-700">No comments yet.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {props.comments.map((comment) => (
              <li key={comment.id} className="rounded-md bg-slate-50 p-2">
                <p className="whitespace-pre-wrap">{comment.body}</p>
                <p className="mt-1 text-xs text-slate-700">
                  {comment.authorEmail ?? "someone"}, on revision {comment.revision},{" "}
                  {formatAgencyDateTime(new Date(comment.createdAt), timeZone)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Step>
    </section>
  );
}
