import { clientReportResponse } from "~/.server/clients/pages";
import { apiRoute } from "~/.server/http/api-handler";

/** GET /client-dashboard/reports/:analysisId/report.pdf: the white-labelled PDF of one of the client's analyses; else 404. */
const api = apiRoute({ GET: clientReportResponse });
export const loader = api;
export const action = api;
