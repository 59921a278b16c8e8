import { Link } from "react-router";

/** The agency mark and name; links home. */
export function Logo({ name }: { name: string }) {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md font-bold text-ink" aria-label={`${name}, home`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 shrink-0">
        <rect width="32" height="32" rx="8" fill="#0079bf" />
        <path
          d="M8 21.5 14 15l4 4 6-8"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="24" cy="11" r="2.2" fill="#fff" />
      </svg>
      <span className="text-base leading-tight sm:text-lg">{name}</span>
    </Link>
  );
}
