import { lazyChart } from "~/components/charts/lazy-chart";

/** Leads per day, stacked by source (leads-chart-drawing.tsx, loaded on first use). */
export const LeadsChart = lazyChart(async () => (await import("./leads-chart-drawing")).LeadsChart, "h-80 w-full");
