import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/** One metric type's count per day, drawn with recharts (loaded on first use through metrics-explorer.tsx). */
export function MetricChart({ points }: { points: { day: string; count: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 520, height: 192 }}>
      <BarChart data={points} margin={{ top: 4, right: 8, bottom: 4, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="day" tick={{ fontSize: 11, fill: "#4a5a6a" }} minTickGap={24} />
        <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: "#4a5a6a" }} width={36} />
        <Tooltip />
        <Bar dataKey="count" name="Count" fill="#0079bf" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
