import type { BreadcrumbItem } from "~/lib/breadcrumb-list";
import { Breadcrumbs } from "./breadcrumbs";

/** Breadcrumbs in a dark strip that runs into the page hero below it. */
export function BreadcrumbBand({ items }: { items: BreadcrumbItem[] }) {
  return (
    <div className="bg-brand-900">
      <Breadcrumbs items={items} className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8" />
    </div>
  );
}
