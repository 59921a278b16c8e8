import { useFetcher } from "react-router";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";

/**
 * "Draft from this brief" on a ready brief (issue 24 item 3): posts to
 * /content-research/draft, which makes the draft a content_research draft
 * and answers with its editor (followed here); a refusal (a writer's draft
 * already open, no such brief) is shown in place. "Draft" uses the AI
 * provider when one is configured; "Structured draft" never does.
 */
export function DraftFromBrief({ briefId }: { briefId: number }) {
  const fetcher = useFetcher<{ ok: false; message: string }>();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/content-research/draft" className="mt-3 flex flex-wrap items-center gap-2">
      <input type="hidden" name="briefId" value={briefId} />
      <Button type="submit" disabled={busy}>
        Draft from this brief
      </Button>
      <Button type="submit" name="mode" value="structured" variant="secondary" disabled={busy}>
        Structured draft (no AI)
      </Button>
      <ActionStatus answer={fetcher.data ? { ok: false, message: fetcher.data.message } : null} className="basis-full" />
    </fetcher.Form>
  );
}
