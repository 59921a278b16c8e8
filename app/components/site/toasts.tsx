import { lazy, Suspense, useEffect, useState } from "react";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * Where form results pop up (sonner). Only a form raises a toast, so only
 * pages that hydrate render this (root.tsx), and the toaster is fetched once
 * the page has hydrated instead of weighing on its first load.
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
