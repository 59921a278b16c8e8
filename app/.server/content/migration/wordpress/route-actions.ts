import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { WXR_MAX_BYTES, WXR_TEXT, wordpressQuery, type wordpressUploadForm } from "~/lib/content/migration-wordpress";
import { AppError, answer, listQuery, type PageActionArgs } from "../../../http";
import { staffRequest } from "../../../services-context";

/**
 * /content-migration/wordpress as the route module calls it: the loader (the
 * recent imports, the chosen one's progress and report) and the upload, once
 * the page socket has read it (`wordpressUploadForm`, capped at the WXR limit).
 * Every refusal is a 4xx answer with a message for people; nothing is stored.
 */
export async function wordpressLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { wordpressImport } = staffRequest(context).services;
  const asked = listQuery(request, wordpressQuery).import;
  const imports = await wordpressImport.list();
  const id = asked ?? imports[0]?.id;
  const current = id ? await wordpressImport.get(id) : null;
  if (asked && !current) throw data(new AppError("NOT_FOUND", WXR_TEXT.missing).toJSON(), { status: 404 });
  return { imports, current, maxBytes: WXR_MAX_BYTES };
}

export async function wordpressUpload(
  { file }: z.output<typeof wordpressUploadForm>,
  { context }: Pick<PageActionArgs, "context">,
) {
  const { actor, services, clientIp } = staffRequest(context);
  const started = await services.wordpressImport.start(
    actor,
    { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
    clientIp,
  );
  return answer(true, started.message, { importId: started.id });
}
