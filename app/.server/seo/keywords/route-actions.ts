import { data, type RouterContextProvider } from "react-router";
import { firstIssue } from "~/lib/first-issue";
import { KEYWORD_IMPORT_MAX_BYTES, KEYWORD_TEXTS, keywordActionSchema } from "~/lib/seo/keywords";
import { actorOf, requireStaff } from "../../auth/staff";
import { formObject, readPageForm } from "../../http/parse-request";
import { requestContext } from "../../request-context";
import { servicesContext } from "../../services-context";

/**
 * /keyword-research's form posts (thin route, logic here): generate, import
 * a file, send a gap to content research, remove a set. Every answer is
 * `{ ok, message }` with the 4xx status of a refusal; a refused write
 * changes nothing. On success a new set's id comes back so the page shows it.
 */
export interface KeywordAnswer {
  ok: boolean;
  message: string;
  intent?: string;
  setId?: number;
  researchId?: number;
}

/** The upload may be as large as the import allows, plus the other fields. */
const MAX_FORM_BYTES = KEYWORD_IMPORT_MAX_BYTES + 64 * 1024;

export async function keywordAction(request: Request, context: Readonly<RouterContextProvider>) {
  const staff = requireStaff(context);
  const { keywordResearch } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const answer = (status: number, body: KeywordAnswer) =>
    data<KeywordAnswer>(body, { status, headers: { "Cache-Control": "no-store" } });

  const fields = formObject(await readPageForm(request, MAX_FORM_BYTES), { files: true });
  const file = fields.file;
  delete fields.file;
  const parsed = keywordActionSchema.safeParse(fields);
  if (!parsed.success) return answer(400, { ok: false, message: firstIssue(parsed.error) });
  const command = parsed.data;
  const ctx = { actor: actorOf(staff), clientIp };

  const result = await (async () => {
    switch (command.intent) {
      case "generate":
        return keywordResearch.generate(ctx, command);
      case "import": {
        if (!(file instanceof File) || file.size === 0) return { ok: false as const, status: 400, message: KEYWORD_TEXTS.empty };
        if (file.size > KEYWORD_IMPORT_MAX_BYTES) return { ok: false as const, status: 413, message: KEYWORD_TEXTS.tooLarge };
        const bytes = new Uint8Array(await file.arrayBuffer());
        return keywordResearch.importFile(ctx, { source: command.source, fileName: file.name, bytes });
      }
      case "create-research":
        return keywordResearch.createResearch(ctx, command.setId, command.cluster);
      case "delete-set":
        return keywordResearch.deleteSet(ctx, command.setId);
    }
  })();
  return answer(result.ok ? 200 : result.status, {
    ok: result.ok,
    message: result.message,
    intent: command.intent,
    setId: result.ok ? result.setId : undefined,
    researchId: result.ok ? result.researchId : undefined,
  });
}
