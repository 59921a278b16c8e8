import type { ReactNode } from "react";
import { Link } from "react-router";

/** A link from stored content: site paths use the router, anything else is a plain anchor. */
export function SmartLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  if (to.startsWith("/") && !to.startsWith("//")) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className} rel="noopener">
      {children}
    </a>
  );
}
