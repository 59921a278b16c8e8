import { exportDownload } from "~/.server/content/migration/bundle/route-actions";
import type { Route } from "./+types/content-migration-export";

/** GET /content-migration/bundle.zip: this site's content bundle (audited), streamed as it is made. */
export function loader({ context }: Route.LoaderArgs) {
  return exportDownload(context);
}
