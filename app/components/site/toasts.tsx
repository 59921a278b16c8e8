import { lazy, Suspense, useEffect, useState } from "react";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * Where form results pop up (sonner). Only a form raises a toast, and no
 * form can be sent before the page is interactive, so the toaster is fetched
 * once the page has hydrated instead of weighing on every page's first load:
 * pages without a form never block on it, pages with one already hold it.
 */
export function Toasts() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" duration={5000} visibleToasts={3} hotkey={["F8"]} gap={14} richColors closeButton />
    </Suspense>
  );
}
