import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { type CSSProperties, type ReactNode, useId } from "react";
import { uniqueIds } from "~/lib/content/studio-sections";

/**
 * A vertical list reordered by drag or by keyboard (dnd-kit): focus a row's
 * handle, Space to lift, arrows to move, Space to drop, Escape to cancel.
 * Every step is announced with the row's name and position. The rows also
 * carry plain "Move up"/"Move down" buttons for anyone who prefers them.
 */
export interface SortableHandle {
  setNodeRef: (node: HTMLElement | null) => void;
  style: CSSProperties;
  isDragging: boolean;
  /** Spread on the drag handle button. */
  handleProps: Record<string, unknown>;
}

interface SortableListProps<T> {
  items: readonly T[];
  idOf: (item: T) => string;
  /** What the announcements call a row: "section 2, Hero: Grow". */
  nameOf: (item: T, index: number) => string;
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
  children: (item: T, index: number, handle: SortableHandle) => ReactNode;
}

export function SortableList<T>({ items, idOf, nameOf, onMove, disabled, children }: SortableListProps<T>) {
  const contextId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = uniqueIds(items.map(idOf));
  const name = (id: unknown) => {
    const index = ids.indexOf(String(id));
    return index >= 0 ? nameOf(items[index] as T, index) : "item";
  };
  const position = (id: unknown) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} is over ${position(over.id)}.` : `${name(active.id)} is not over the list.`,
    onDragEnd: ({ active, over }) =>
      over ? `Dropped ${name(active.id)} at ${position(over.id)}.` : `Dropped ${name(active.id)}.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled; it is back in its place.`,
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  }

  return (
    <DndContext
      id={contextId}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: "To move this, press Space, then the up and down arrows, then Space again to drop it, or Escape to cancel.",
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol className="space-y-3">
          {items.map((item, index) => (
            <SortableRow key={ids[index]} id={ids[index] as string} disabled={disabled}>
              {(handle) => children(item, index, handle)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  disabled,
  children,
}: {
  id: string;
  disabled?: boolean;
  children: (handle: SortableHandle) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: "relative",
    zIndex: isDragging ? 10 : undefined,
  };
  return (
    <>
      {children({
        setNodeRef,
        style,
        isDragging,
        handleProps: { ...attributes, ...listeners, ref: setActivatorNodeRef },
      })}
    </>
  );
}
