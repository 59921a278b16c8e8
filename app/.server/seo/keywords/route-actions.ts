import { KEYWORD_IMPORT_MAX_BYTES, KEYWORD_TEXTS, type KeywordAction } from "~/lib/seo/keywords";
import { refuse, type StatusAnswer } from "../../http";
import type { StaffRequest } from "../../services-context";
import { outcomeAnswer } from "../outcome";

/**
 * /keyword-research's form posts (thin route, logic here): generate, import
 * a file, send a gap to content research, remove a set. Every answer is
 * `{ ok, message }` with the 4xx status of a refusal; a refused write
 * changes nothing. On success a new set's id comes back so the page shows it.
 */
export interface KeywordDone {
  setId: number;
  researchId: number;
}

export async function keywordAction(
  { services, actor, clientIp }: StaffRequest,
  command: KeywordAction,
): Promise<StatusAnswer<KeywordDone>> {
  const research = services.keywordResearch;
  const ctx = { actor, clientIp };
  const result = await (async () => {
    switch (command.intent) {
      case "generate":
        return research.generate(ctx, command);
      case "import": {
        const file = command.file;
        if (!(file instanceof File) || file.size === 0) throw refuse(400, KEYWORD_TEXTS.empty);
        if (file.size > KEYWORD_IMPORT_MAX_BYTES) throw refuse(413, KEYWORD_TEXTS.tooLarge);
        const bytes = new Uint8Array(await file.arrayBuffer());
        return research.importFile(ctx, { source: command.source, fileName: file.name, bytes });
      }
      case "create-research":
        return research.createResearch(ctx, command.setId, command.cluster);
      case "delete-set":
        return research.deleteSet(ctx, command.setId);
    }
  })();
  return outcomeAnswer(result, result.ok ? { setId: result.setId, researchId: result.researchId } : undefined);
}
