import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * A warning before leaving the editor with unsaved changes (issue 22 item 5):
 * the browser's own prompt when the tab closes or reloads (beforeunload), and
 * for links inside the app a modal dialog that asks, with focus on "Stay".
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (blocker.state === "blocked" && !element.open) {
      element.showModal();
      stay.current?.focus();
    } else if (blocker.state !== "blocked" && element.open) element.close();
  }, [blocker.state]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="leave-editor-title"
      aria-describedby="leave-editor-text"
      className="m-auto max-w-md rounded-xl border border-slate-300 p-6 shadow-xl backdrop:bg-slate-900/40"
      onCancel={(event) => {
        event.preventDefault();
        blocker.reset?.();
      }}
    >
      <h2 id="leave-editor-title" className="text-lg font-semibold text-ink">
        Leave without saving?
      </h2>
      <p id="leave-editor-text" className="mt-2 text-sm text-slate-700">
        This page has changes that are not saved yet. If you leave now, they are lost.
      </p>
      <div className="mt-5 flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
        <Button ref={stay} type="button" onClick={() => blocker.reset?.()}>
          Stay on this page
        </Button>
      </div>
    </dialog>
  );
}
