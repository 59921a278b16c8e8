// The order lives in app/lib so the results page shares it with the reports.
export { prioritizeRecommendations } from "~/lib/audits/recommendations";
