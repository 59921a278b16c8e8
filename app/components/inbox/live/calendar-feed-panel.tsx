import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { useFormatDateTime } from "~/components/admin/format";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { ActionAnswer } from "~/lib/action-answer";

/**
 * The staff member's own bookings calendar feed: make a secret address (shown
 * once, to paste into Google Calendar, Outlook or Apple Calendar), replace it
 * (the old one stops working) or revoke it.
 */
export function CalendarFeedPanel({
  feed,
  answer,
}: {
  feed: { createdAt: Date | string; lastUsedAt: Date | string | null } | null;
  answer: ActionAnswer<{ url: string }> | null;
}) {
  const busy = useNavigation().state !== "idle";
  const formatDateTime = useFormatDateTime();
  const address = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (answer?.url) address.current?.select();
  }, [answer?.url]);
  return (
    <section aria-labelledby="calendar-feed-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="calendar-feed-title" className="text-lg font-semibold text-ink">
        Subscribe in your calendar
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        A private address of these sessions for Google Calendar, Outlook or Apple Calendar. It shows each visitor's name and
        facility, never their e-mail, phone or message. Anyone with the address can read it: keep it to yourself, and make a new
        one if it leaks.
      </p>
      <p className="mt-2 text-sm text-ink">
        {feed
          ? `Your address was made ${formatDateTime(feed.createdAt)}; ${feed.lastUsedAt ? `last read ${formatDateTime(feed.lastUsedAt)}` : "not read yet"}.`
          : "You have no calendar address."}
      </p>
      {answer?.url ? (
        <div className="mt-3">
          <Label htmlFor="calendar-feed-url">Your calendar address (shown only now)</Label>
          <Input id="calendar-feed-url" ref={address} readOnly value={answer.url} className="mt-1.5 font-mono text-sm" />
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="calendar-create" />
          <Button type="submit" size="sm" variant="secondary" disabled={busy}>
            {feed ? "Make a new address (the old one stops working)" : "Make a calendar address"}
          </Button>
        </Form>
        {feed ? (
          <Form method="post">
            <input type="hidden" name="intent" value="calendar-revoke" />
            <Button type="submit" size="sm" variant="ghost" disabled={busy}>
              Revoke the address
            </Button>
          </Form>
        ) : null}
      </div>
      <ActionStatus answer={answer} className="mt-3" />
    </section>
  );
}
