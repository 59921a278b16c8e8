import type { PageType } from "~/lib/page-schema";
import type { DraftPageSchema } from "~/lib/studio";

/**
 * CONTRACT STUB (issue 22 item 3): the live preview beside the form. It
 * posts the unsaved draft to `endpoint` (POST /api/admin/pages/:id/preview,
 * JSON `{ schema }`) a moment after each change and shows the answered HTML
 * document at desktop and 390 px widths.
 */
export interface PreviewPaneProps {
  endpoint: string;
  type: PageType;
  path: string;
  schema: DraftPageSchema;
}

export function PreviewPane({ path }: PreviewPaneProps) {
  return <p>Preview of {path}</p>;
}
