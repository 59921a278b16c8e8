import { useLocation, useMatches } from "react-router";
import { allowsTagManager, isUntrackedPath, routeTemplate } from "~/lib/analytics/paths";

/**
 * Where the analytics beacon mounts (app/islands/analytics.ts), with the
 * page's route template; nothing at all on paths that are never counted, so
 * private areas, /auth and the back-office load no beacon. With a tag-manager
 * id, also the consent prompt's mount point, on public content pages only.
 */
export function AnalyticsMarker({ status = 200, gtmId }: { status?: number; gtmId?: string | null }) {
  const { pathname } = useLocation();
  const matches = useMatches();
  if (isUntrackedPath(pathname)) return null;
  const last = matches[matches.length - 1];
  const route = routeTemplate(pathname, last?.id, (last?.params ?? {}) as Record<string, string | undefined>, status);
  return (
    <>
      <div data-island="analytics" data-route={route} data-status={status === 404 ? "404" : undefined} hidden />
      {gtmId && status === 200 && allowsTagManager(pathname) ? <div data-island="tag-manager" data-gtm-id={gtmId} /> : null}
    </>
  );
}
