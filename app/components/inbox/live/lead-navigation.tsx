import { Link } from "react-router";
import { LeadShortcuts } from "./page-shortcuts";

interface Navigation {
  previousHref: string | null;
  nextHref: string | null;
  backHref: string;
  position: number | null;
  total: number | null;
}

const linkClass = "text-sm font-medium text-brand-700 underline-offset-2 hover:underline";

/** Back to the list, and the previous and next lead in its filters and order (keys p and n). */
export function LeadNavigation({ navigation }: { navigation: Navigation }) {
  return (
    <nav aria-label="Leads in this list" className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Link to={navigation.backHref} className={linkClass}>
        Back to the leads inbox
      </Link>
      {navigation.position !== null ? (
        <span className="text-sm text-slate-700">
          Lead {navigation.position} of {navigation.total} in this list
        </span>
      ) : null}
      {navigation.previousHref ? (
        <Link to={navigation.previousHref} className={linkClass} rel="prev" aria-keyshortcuts="p">
          Previous lead
        </Link>
      ) : null}
      {navigation.nextHref ? (
        <Link to={navigation.nextHref} className={linkClass} rel="next" aria-keyshortcuts="n">
          Next lead
        </Link>
      ) : null}
      <LeadShortcuts previousHref={navigation.previousHref} nextHref={navigation.nextHref} />
    </nav>
  );
}
