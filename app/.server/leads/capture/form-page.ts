import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import type { LeadFormAnswer } from "~/lib/leads/lead-form-result";
import type { PageActionArgs } from "../../http";
import { requestContext } from "../../request-context";
import { servicesContext } from "../../services-context";
import { answerFormJson, submitLeadForm, wantsFormJson } from "./answer";
import { leadFormTokens } from "./deps";
import type { FormType } from "./submit-lead";

/**
 * What a lead-form page (/contact, /schedule-session) hangs on its route, in one place so the two pages cannot drift
 * apart. The route's action stays `pageAction(leadFormSubmission, leadFormHandler(type), LEAD_FORM_OPTIONS)`: it takes
 * the plain post without JavaScript and the form island's post alike.
 */
export function leadFormHandler(formType: FormType) {
  return (body: Record<string, unknown>, { request, context }: PageActionArgs) =>
    submitLeadForm(body, request, context.get(servicesContext), context.get(requestContext), formType);
}

/**
 * The middleware that answers the form island's post (Accept: JSON) with the action's own answer as JSON, with
 * `extra` beside it (the booking page's fresh slots).
 */
export function leadFormMiddleware(
  action: (args: PageActionArgs) => Parameters<typeof answerFormJson>[0],
  extra?: (context: Readonly<RouterContextProvider>) => Promise<Omit<LeadFormAnswer, "result">>,
): MiddlewareFunction<Response>[] {
  return [
    (args, next) => (wantsFormJson(args.request) ? answerFormJson(action(args), extra && (() => extra(args.context))) : next()),
  ];
}

/** The loader's share of a lead form: the tokens its post must carry, and where the visitor came from. */
export function leadFormData(request: Request, context: Readonly<RouterContextProvider>) {
  return {
    tokens: leadFormTokens(context.get(servicesContext)),
    attribution: { landingPage: request.url, referrer: request.headers.get("referer") ?? "" },
  };
}
