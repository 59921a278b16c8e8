import { useRef } from "react";
import { Button } from "~/components/ui/button";
import type { SortableHandle } from "./sortable-list";

/**
 * The controls of a section or item row: a drag handle (also the keyboard
 * drag: Space, arrows, Space), Move up/down buttons, Duplicate and Remove.
 * Every button names its row, so a screen reader's button list reads
 * "Move up: section 2 (Hero: Grow)", not six bare "Move up"s.
 */
export function RowActions({
  name,
  index,
  count,
  handle,
  onMove,
  onDuplicate,
  onRemove,
  readOnly,
}: {
  /** "section 2 (Hero: Grow)". */
  name: string;
  index: number;
  count: number;
  handle: SortableHandle;
  onMove: (to: number) => void;
  onDuplicate?: () => void;
  onRemove: () => void;
  readOnly?: boolean;
}) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  if (readOnly) return null;
  // The row moves in the DOM; keep the keyboard on its move buttons (the other one when this one is now disabled).
  const move = (to: number) => {
    onMove(to);
    const next = to === 0 ? down : to === count - 1 ? up : to < index ? up : down;
    requestAnimationFrame(() => next.current?.focus());
  };
  return (
    <div className="flex flex-wrap items-center gap-1">
      <button
        type="button"
        {...handle.handleProps}
        aria-label={`Drag to reorder: ${name}`}
        className="inline-flex h-9 cursor-grab items-center rounded-md px-2 text-slate-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <Button
        ref={up}
        variant="ghost"
        size="sm"
        disabled={index === 0}
        onClick={() => move(index - 1)}
        aria-label={`Move up: ${name}`}
      >
        Move up
      </Button>
      <Button
        ref={down}
        variant="ghost"
        size="sm"
        disabled={index === count - 1}
        onClick={() => move(index + 1)}
        aria-label={`Move down: ${name}`}
      >
        Move down
      </Button>
      {onDuplicate ? (
        <Button variant="ghost" size="sm" onClick={onDuplicate} aria-label={`Duplicate: ${name}`}>
          Duplicate
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove: ${name}`} className="text-red-700">
        Remove
      </Button>
    </div>
  );
}
