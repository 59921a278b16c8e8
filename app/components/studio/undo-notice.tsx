import { Button } from "~/components/ui/button";

/**
 * "Section removed. Undo": removal without a confirmation dialog, but with a
 * way back until the next removal. Announced politely.
 */
export function UndoNotice({ message, onUndo }: { message: string | undefined; onUndo: () => void }) {
  return (
    <div role="status" className="min-h-0">
      {message ? (
        <p className="flex items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-ink">
          <span>{message}</span>
          <Button variant="secondary" size="sm" onClick={onUndo}>
            Undo
          </Button>
        </p>
      ) : null}
    </div>
  );
}
