import { type FormEvent, useId } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

/**
 * Moving the page to another path (issue 22 item 9): when the page is live,
 * its old path answers 301 to the new one from then on (the server adds the
 * redirect in the same transaction).
 */
export function PathForm(props: {
  path: string;
  busy: boolean;
  /** The editor action's last answer; only a move's is shown here. */
  answer: { ok: boolean; intent?: string; message: string } | undefined;
  act: (body: Record<string, unknown>) => void;
}) {
  const id = useId();
  const answer = props.answer?.intent === "move" ? props.answer : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.act({ intent: "move", path: String(new FormData(event.currentTarget).get("path") ?? "") });
  };
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
        Change path
      </h2>
      <p className="text-sm text-slate-700">
        The page's address on the site. Visitors and search engines that use the old address of a live page are sent to the new
        one (301).
      </p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-64">
          <label htmlFor={`${id}-path`} className="block text-sm font-medium">
            New path
          </label>
          <Input
            id={`${id}-path`}
            name="path"
            required
            maxLength={200}
            defaultValue={props.path}
            key={props.path}
            aria-describedby={`${id}-answer`}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={props.busy}>
          Change path
        </Button>
      </form>
      <p id={`${id}-answer`} role="status" aria-live="polite" className="min-h-5 text-sm">
        {answer ? <span className={answer.ok ? "text-green-900" : "font-medium text-red-800"}>{answer.message}</span> : null}
      </p>
    </section>
  );
}
