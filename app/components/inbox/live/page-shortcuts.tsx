import { useRef } from "react";
import { useNavigate } from "react-router";
import { LEAD_SHORTCUTS, LIST_SHORTCUTS } from "~/lib/inbox/live";
import { ShortcutsButton, ShortcutsDialog, useShortcuts } from "./shortcuts";

/** j/k move the focus along the list's lead links (Enter opens the focused one, as any link); ? lists the keys. */
export function ListShortcuts() {
  const dialog = useRef<HTMLDialogElement>(null);
  const move = (step: 1 | -1) => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>("a[data-lead-link]")];
    if (links.length === 0) return;
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = at === -1 ? (step === 1 ? 0 : links.length - 1) : Math.min(links.length - 1, Math.max(0, at + step));
    links[next]?.focus();
    links[next]?.scrollIntoView({ block: "nearest" });
  };
  const ready = useShortcuts({ j: () => move(1), k: () => move(-1), "?": () => dialog.current?.showModal() });
  return (
    <>
      <ShortcutsButton onClick={() => dialog.current?.showModal()} ready={ready} />
      <ShortcutsDialog shortcuts={LIST_SHORTCUTS} dialogRef={dialog} />
    </>
  );
}

/** n/p open the next and previous lead of the list the page was opened from; ? lists the keys. */
export function LeadShortcuts({ previousHref, nextHref }: { previousHref: string | null; nextHref: string | null }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const ready = useShortcuts({
    n: () => nextHref && navigate(nextHref),
    p: () => previousHref && navigate(previousHref),
    "?": () => dialog.current?.showModal(),
  });
  return (
    <>
      <ShortcutsButton onClick={() => dialog.current?.showModal()} ready={ready} />
      <ShortcutsDialog shortcuts={LEAD_SHORTCUTS} dialogRef={dialog} />
    </>
  );
}
