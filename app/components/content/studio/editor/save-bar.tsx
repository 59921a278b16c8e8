import { Button } from "~/components/ui/button";
import { formatAgencyDateTime } from "~/lib/content/studio";
import type { SaveState } from "./use-draft-editor";

/**
 * The save button and where the draft stands, in a live region so a screen
 * reader hears "Saving…", "Saved at …" or a failure without moving focus.
 */
export function SaveBar({
  state,
  timeZone,
  disabled,
  onSave,
  noun = "page",
  backup,
}: {
  /** Unsaved changes this browser kept from an earlier visit (use-draft-editor's `backup`). */
  backup?: { at: number; restore: () => void; discard: () => void } | null;
  state: SaveState<unknown>;
  /** What is edited, for the conflict text ("page", "article"). */
  noun?: string;
  timeZone: string;
  disabled: boolean;
  onSave: () => void;
}) {
  const failed = state.kind === "failed";
  const text =
    state.kind === "saving"
      ? "Saving…"
      : state.kind === "dirty"
        ? "Unsaved changes"
        : state.kind === "conflict"
          ? `Not saved: someone else changed this ${noun}`
          : state.kind === "failed"
            ? state.message
            : state.at
              ? `Saved at ${formatAgencyDateTime(new Date(state.at), timeZone)}`
              : "No changes yet";
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p
        role="status"
        aria-live="polite"
        data-testid="save-state"
        className={failed || state.kind === "conflict" ? "text-sm font-medium text-red-800" : "text-sm text-slate-700"}
      >
        {text}
      </p>
      <Button onClick={onSave} disabled={disabled || state.kind === "conflict"}>
        Save draft
      </Button>
      {backup ? <BackupOffer backup={backup} noun={noun} timeZone={timeZone} /> : null}
    </div>
  );
}

/** The offer of changes kept in this browser: restore them into the form, or discard them. */
function BackupOffer({
  backup,
  noun,
  timeZone,
}: {
  backup: { at: number; restore: () => void; discard: () => void };
  noun: string;
  timeZone: string;
}) {
  return (
    <section
      aria-label="Unsaved changes in this browser"
      className="w-full rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p role="alert">
        This browser kept changes to this {noun} that were not saved ({formatAgencyDateTime(new Date(backup.at), timeZone)}).
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" onClick={backup.restore}>
          Restore them
        </Button>
        <Button size="sm" variant="secondary" onClick={backup.discard}>
          Discard them
        </Button>
      </div>
    </section>
  );
}
