import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";

/**
 * "Section removed. Undo": removal without a confirmation dialog, but with a
 * way back until the next removal. Announced politely.
 */
export function UndoNotice({ message, onUndo }: { message: string | undefined; onUndo: () => void }) {
  const undo = useRef<HTMLButtonElement>(null);
  // The removed row took the focus with it: hand it to Undo, the one thing likely to be wanted next.
  useEffect(() => {
    if (message) undo.current?.focus();
  }, [message]);
  return (
    <div role="status" className="min-h-0">
      {message ? (
        <p className="flex items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-ink">
          <span>{message}</span>
          <Button ref={undo} variant="secondary" size="sm" onClick={onUndo}>
            Undo
          </Button>
        </p>
      ) : null}
    </div>
  );
}
