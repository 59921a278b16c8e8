import { lazyChart } from "~/components/charts/lazy-chart";

/** The dashboard's charts (charts-drawing.tsx, loaded on first use). */
const drawing = () => import("./charts-drawing");
export const TrafficChart = lazyChart(async () => (await drawing()).TrafficChart, "h-72 w-full");
export const BarsChart = lazyChart(async () => (await drawing()).BarsChart, "h-72 w-full");
export const VitalsChart = lazyChart(async () => (await drawing()).VitalsChart, "h-72 w-full");
