import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A side panel over a dimmed backdrop (Radix Dialog): focus is trapped
 * inside while open, Escape and a click on the backdrop close it, and focus
 * returns to the trigger, the button that opened it.
 */
export function Sheet({
  open,
  onOpenChange,
  trigger,
  title,
  closeLabel,
  children,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the panel; focus returns to it on close. */
  trigger: ReactNode;
  title: string;
  closeLabel: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="sheet-backdrop" className="animate-fade-in fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className={cn(
            "animate-panel-in fixed inset-y-0 right-0 z-50 flex w-4/5 max-w-sm flex-col bg-white shadow-xl focus:outline-none",
            className,
          )}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <Dialog.Title className="text-lg font-bold text-ink">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              className="inline-flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-brand-50"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
