import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/**
 * Leads per day, stacked by source. A picture for sighted users; the table
 * beside it carries the same numbers for everyone (the chart is hidden from
 * screen readers and summarised in its label).
 */
const COLORS = ["#1d4ed8", "#b45309", "#047857", "#7c3aed", "#be123c", "#0e7490", "#4d7c0f", "#9d174d", "#475569"];

export function LeadsChart({
  days,
  sources,
}: {
  days: ({ day: string } & Record<string, number | string>)[];
  sources: string[];
}) {
  const total = days.reduce((sum, day) => sum + sources.reduce((inner, source) => inner + Number(day[source] ?? 0), 0), 0);
  return (
    <figure
      className="h-80 w-full"
      role="img"
      aria-label={`Chart of ${total} leads per day by source; the table lists the same numbers.`}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 720, height: 320 }}>
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="day" tick={{ fontSize: 12, fill: "#334155" }} tickFormatter={(day: string) => day.slice(5)} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#334155" }} width={32} />
          <Tooltip />
          <Legend />
          {sources.map((source, index) => (
            <Bar key={source} dataKey={source} stackId="leads" fill={COLORS[index % COLORS.length]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
