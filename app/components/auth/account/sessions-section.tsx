import { Form } from "react-router";
import type { ActionAnswer } from "~/lib/action-answer";
import type { AccountReply } from "~/lib/auth/forms";
import { FormMessage } from "../form-message";
import { SubmitButton } from "../submit-button";
import { AccountSection } from "./section";
import type { OwnSessionView } from "./types";

const when = (iso: string) =>
  `${new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso))} UTC`;

/** Where this account is signed in; any other session can be signed out from here. */
export function SessionsSection({ sessions, answer }: { sessions: OwnSessionView[]; answer?: ActionAnswer<AccountReply> }) {
  const mine = answer?.section === "sessions" ? answer : undefined;
  const others = sessions.filter((session) => !session.current);
  return (
    <AccountSection id="sessions" title="Where you are signed in">
      <FormMessage tone={mine?.ok ? "success" : "error"} message={mine?.message} />
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="Your sessions">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="own-session">
            <div>
              <p className="font-medium text-ink">
                {session.device}
                {session.current ? (
                  <span className="ml-2 rounded bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">This browser</span>
                ) : null}
              </p>
              <p className="text-sm text-muted">
                Network {session.network} · last active {when(session.lastActiveAt)} · signed in {when(session.signedInAt)}
              </p>
            </div>
            {session.current ? null : (
              <Form method="post">
                <input type="hidden" name="sessionId" value={session.id} />
                <SubmitButton intent="end-session" variant="secondary" pendingText="Signing out…">
                  Sign out
                </SubmitButton>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Form method="post">
          <SubmitButton intent="end-other-sessions" variant="secondary" pendingText="Signing out…">
            Sign out everywhere else
          </SubmitButton>
        </Form>
      ) : (
        <p className="text-sm text-muted">You are not signed in anywhere else.</p>
      )}
    </AccountSection>
  );
}
