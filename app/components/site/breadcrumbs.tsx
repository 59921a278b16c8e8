import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { BreadcrumbItem } from "~/lib/breadcrumb-list";

/** The visible trail under the hero of nested pages. Home comes first. */
export function Breadcrumbs({ items, className }: { items: BreadcrumbItem[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-brand-50">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href ?? item.label} className="flex items-center gap-1">
              {last || !item.href ? (
                <span aria-current={last ? "page" : undefined} className="font-medium text-white">
                  {item.label}
                </span>
              ) : (
                <Link to={item.href} className="underline-offset-2 hover:underline">
                  {item.label}
                </Link>
              )}
              {last ? null : <ChevronRight aria-hidden="true" className="h-4 w-4 opacity-70" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
