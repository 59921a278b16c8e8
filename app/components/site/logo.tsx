import { Link } from "react-router";
import { BRAND_COLOR, LOGO_MARK } from "~/lib/brand";

/** The agency mark and name; links home. */
export function Logo({ name }: { name: string }) {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md font-bold text-ink" aria-label={`${name}, home`}>
      <svg aria-hidden="true" viewBox={`0 0 ${LOGO_MARK.size} ${LOGO_MARK.size}`} className="h-8 w-8 shrink-0">
        <rect width={LOGO_MARK.size} height={LOGO_MARK.size} rx={LOGO_MARK.radius} fill={BRAND_COLOR} />
        <path
          d={LOGO_MARK.line}
          fill="none"
          stroke="#fff"
          strokeWidth={LOGO_MARK.lineWidth}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx={LOGO_MARK.dot.cx} cy={LOGO_MARK.dot.cy} r={LOGO_MARK.dot.r} fill="#fff" />
      </svg>
      <span className="text-base leading-tight sm:text-lg">{name}</span>
    </Link>
  );
}
