import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";

/**
 * Keyboard shortcuts of the inbox and the lead page (single keys, as in
 * Gmail or HubSpot). A key never fires while the person types: not in a
 * field, a select or an editable region, and not with Ctrl, Alt or Meta
 * (the browser's and screen readers' own shortcuts stay theirs).
 */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return Boolean(target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']"));
}

/** Listens for `keys` on the document; true once listening (the page marks itself, so tests wait on it). */
export function useShortcuts(keys: Record<string, (event: KeyboardEvent) => void>): boolean {
  const latest = useRef(keys);
  latest.current = keys;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      // A dialog that is open (this one, or another tool's) has the keyboard.
      if (document.querySelector("dialog[open]")) return;
      const handler = latest.current[event.key];
      if (!handler) return;
      event.preventDefault();
      handler(event);
    };
    document.addEventListener("keydown", onKey);
    setReady(true);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return ready;
}

/** The list of shortcuts in a modal dialog (`?` opens it; Escape or the button closes it and focus returns). */
export function ShortcutsDialog({
  shortcuts,
  dialogRef,
}: {
  shortcuts: readonly { keys: string; text: string }[];
  dialogRef: React.RefObject<HTMLDialogElement | null>;
}) {
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="shortcuts-title"
      className="m-auto max-w-md rounded-xl border border-slate-300 p-6 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id="shortcuts-title" className="text-lg font-semibold text-ink">
        Keyboard shortcuts
      </h2>
      <dl className="mt-4 grid grid-cols-[5rem_1fr] gap-x-4 gap-y-2 text-sm">
        {shortcuts.map((shortcut) => (
          <div key={shortcut.keys} className="contents">
            <dt>
              <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-ink">{shortcut.keys}</kbd>
            </dt>
            <dd className="text-ink">{shortcut.text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-700">Shortcuts do nothing while you type in a field.</p>
      <form method="dialog" className="mt-5 flex justify-end">
        <Button type="submit">Close</Button>
      </form>
    </dialog>
  );
}

/** A visible way to the dialog for people who do not know `?`. */
export function ShortcutsButton({ onClick, ready }: { onClick: () => void; ready: boolean }) {
  // Without JavaScript the keys do nothing, so the button is not offered.
  if (!ready) return null;
  return (
    <Button type="button" variant="ghost" size="sm" onClick={onClick} aria-haspopup="dialog" data-shortcuts="on">
      Keyboard shortcuts
    </Button>
  );
}
