import { Link } from "react-router";

/** Previous / next links with the position spoken; a link per page would be noise at hundreds of pages. */
export function Pagination({
  page,
  pageCount,
  href,
  label = "Pages of leads",
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  /** Names the navigation landmark: several lists on one screen each need their own name. */
  label?: string;
}) {
  if (pageCount <= 1) return null;
  const link = "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50";
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className={link} rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={link} rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
