import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { INBOX_EVENTS_PATH, type NewLeadEvent } from "~/lib/inbox/live";

/**
 * New leads while the inbox is open: an EventSource on the new-leads stream
 * with the list's filters and the moment the list was read. Arrivals are
 * announced in a polite live region ("2 new leads: Show"), not pushed into
 * the table under the reader's cursor; Show reads the list again (page 1,
 * same filters) without reloading the page. EventSource reconnects by itself
 * (Last-Event-ID resumes); when the session ends the stream says so and the
 * bar tells the person to sign in again.
 */
export function LiveLeads({ search, since }: { search: string; since: string }) {
  const navigate = useNavigate();
  const [fresh, setFresh] = useState<NewLeadEvent[]>([]);
  const [stopped, setStopped] = useState<string | null>(null);
  // "open" once the stream is connected: what a test (or a curious reader of the DOM) can wait on.
  const [state, setState] = useState<"connecting" | "open" | "closed">("connecting");
  const listSearch = withoutPage(search);

  useEffect(() => {
    setFresh([]);
    setStopped(null);
    const params = new URLSearchParams(listSearch);
    params.set("since", since);
    setState("connecting");
    const source = new EventSource(`${INBOX_EVENTS_PATH}?${params}`);
    source.addEventListener("open", () => setState("open"));
    source.addEventListener("lead", (event) => {
      const lead = JSON.parse((event as MessageEvent<string>).data) as NewLeadEvent;
      setFresh((known) => (known.some((each) => each.id === lead.id) ? known : [...known, lead]));
    });
    source.addEventListener("signed-out", (event) => {
      source.close();
      setState("closed");
      setStopped((JSON.parse((event as MessageEvent<string>).data) as { message: string }).message);
    });
    source.addEventListener("error", () => {
      // CONNECTING: the browser tries again by itself. CLOSED: refused (a 401 after the session ended).
      if (source.readyState === EventSource.CLOSED) {
        setState("closed");
        setStopped("New leads are no longer shown live. Reload the page.");
      } else setState("connecting");
    });
    return () => source.close();
  }, [listSearch, since]);

  const names = fresh.slice(0, 3).map((lead) => lead.name);
  return (
    // A live region without role=status: the page's form answers are its statuses; this one only announces arrivals.
    <div aria-live="polite" aria-atomic="true" data-live-state={state}>
      {fresh.length > 0 ? (
        <p className="flex flex-wrap items-center gap-3 rounded-md border border-brand-600 bg-brand-50 px-3 py-2 text-sm font-medium text-ink">
          <span>
            {fresh.length === 1 ? "1 new lead" : `${fresh.length} new leads`} match these filters: {names.join(", ")}
            {fresh.length > names.length ? ` and ${fresh.length - names.length} more` : ""}.
          </span>
          <Button type="button" size="sm" onClick={() => navigate(`/admin${listSearch ? `?${listSearch}` : ""}`)}>
            Show {fresh.length === 1 ? "it" : "them"}
          </Button>
        </p>
      ) : null}
      {stopped ? <p className="mt-2 text-sm text-slate-700">{stopped}</p> : null}
    </div>
  );
}

function withoutPage(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  return params.toString();
}
