import { type ClassValue, clsx } from "clsx";

/**
 * `cn` for the React islands (vite.islands.config.ts aliases ~/lib/cn here):
 * clsx without tailwind-merge, 8 KB gzipped less. It gives the same class
 * strings as long as the island's components never pass conflicting
 * utilities to `cn`; checked for every class string the lead forms render
 * (twMerge left each of them as it was). app/components/forms/lead-form-classes.test.tsx
 * renders every state both ways and fails when they differ.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
