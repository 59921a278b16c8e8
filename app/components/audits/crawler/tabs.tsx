import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { cn } from "~/lib/cn";

/**
 * Tabs as the ARIA Authoring Practices describe them: a tablist of buttons
 * (only the selected one in the Tab order; arrow keys, Home and End move
 * and select), each controlling one tabpanel labelled by its tab.
 */
export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

export function Tabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
  children,
  className,
}: {
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  /** The selected tab's panel content. */
  children: ReactNode;
  className?: string;
}) {
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (key: K) => `${base}-tab-${key}`;
  const panelId = (key: K) => `${base}-panel-${key}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.key === selected);
    const last = items.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : -1;
    const item = items[next];
    if (!item) return;
    event.preventDefault();
    onSelect(item.key);
    buttons.current[next]?.focus();
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-200" onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const active = item.key === selected;
          return (
            <button
              key={item.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={active}
              aria-controls={panelId(item.key)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(item.key)}
              className={cn(
                "-mb-px border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                active ? "border-brand-600 text-brand-700" : "border-transparent text-muted hover:text-ink",
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} className="pt-4">
        {children}
      </div>
    </div>
  );
}
