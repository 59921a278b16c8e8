import { data, type RouterContextProvider } from "react-router";
import { formatBytes } from "~/lib/content/media";
import { WXR_MAX_BYTES, WXR_TEXT } from "~/lib/content/migration-wordpress";
import { actorOf, requireStaff } from "../../../auth/staff";
import { AppError, isAppError } from "../../../http/app-error";
import { readForm } from "../../../http/parse-request";
import { requestContext } from "../../../request-context";
import { servicesContext } from "../../../services-context";

/**
 * /content-migration/wordpress as the route module calls it: the loader (the
 * recent imports, the chosen one's progress and report) and the upload.
 * Every refusal is a 4xx answer with a message for people; nothing is stored.
 */
export type WordpressAnswer = { ok: boolean; message: string; importId?: number };

/** Room for the multipart envelope around the file. */
const FORM_OVERHEAD = 64 * 1024;

export async function wordpressLoader(request: Request, context: Readonly<RouterContextProvider>) {
  requireStaff(context);
  const { wordpressImport } = context.get(servicesContext);
  const asked = Number(new URL(request.url).searchParams.get("import"));
  const imports = await wordpressImport.list();
  const id = Number.isSafeInteger(asked) && asked > 0 ? asked : imports[0]?.id;
  const current = id ? await wordpressImport.get(id) : null;
  if (asked && !current) throw data(new AppError("NOT_FOUND", WXR_TEXT.missing).toJSON(), { status: 404 });
  return { imports, current, maxBytes: WXR_MAX_BYTES };
}

export async function wordpressAction(request: Request, context: Readonly<RouterContextProvider>) {
  const staff = requireStaff(context);
  const { wordpressImport } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  try {
    const form = await readForm(request, {
      maxBytes: WXR_MAX_BYTES + FORM_OVERHEAD,
      messages: {
        tooLarge: WXR_TEXT.tooLarge(formatBytes(WXR_MAX_BYTES)),
        unsupportedType: 'Send the export as a multipart form (field "file").',
      },
    });
    const files = form.getAll("file");
    const file = files[0];
    if (files.length !== 1 || !(file instanceof File) || file.size === 0) {
      throw new AppError("BAD_REQUEST", files.length > 1 ? WXR_TEXT.oneFile : WXR_TEXT.noFile, {
        fields: { file: WXR_TEXT.noFile },
      });
    }
    const started = await wordpressImport.start(
      actorOf(staff),
      { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
      clientIp,
    );
    return { ok: true, message: started.message, importId: started.id } satisfies WordpressAnswer;
  } catch (error) {
    if (isAppError(error))
      return data({ ok: false, message: error.message } satisfies WordpressAnswer, {
        status: error.status,
        headers: { "Cache-Control": "no-store", ...error.headers },
      });
    throw error;
  }
}
