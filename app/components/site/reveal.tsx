import type { ReactNode } from "react";

/**
 * PLACEHOLDER on main until the reveal-on-scroll work lands (threshold 0.1,
 * 700 ms, prefers-reduced-motion). The props are the contract.
 */
export function Reveal({
  children,
  className,
  delayMs: _delayMs,
}: {
  children: ReactNode;
  className?: string;
  delayMs?: number;
}) {
  return <div className={className}>{children}</div>;
}
