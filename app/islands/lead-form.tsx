import { type ReactNode, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Toaster } from "sonner";
import { LeadForm, type LeadFormIslandProps } from "~/components/forms/lead-form-island";

/**
 * The lead form island (docs/page-loading.md): React, the form components
 * and sonner, built by `vite.islands.config.ts` (no React Router). It
 * hydrates the server's form with the props the server wrote beside it, and
 * puts the toaster in a root of its own (the server never renders it).
 * `mount` resolves once hydration has committed, so the loader marks the
 * island mounted only when the form's handlers are live.
 */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

export function mount(element: HTMLElement): Promise<void> {
  const script = element.nextElementSibling;
  const props = JSON.parse(script?.textContent ?? "null") as LeadFormIslandProps;
  const toaster = document.createElement("div");
  document.body.append(toaster);
  createRoot(toaster).render(
    <Toaster position="top-right" duration={5000} visibleToasts={3} hotkey={["F8"]} gap={14} richColors closeButton />,
  );
  return new Promise((resolve) => {
    hydrateRoot(
      element,
      <StrictMode>
        <Committed onCommit={resolve}>
          <LeadForm {...props} />
        </Committed>
      </StrictMode>,
    );
  });
}
