import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { DayChartProps } from "./agent-charts";

/** /ai-agent-system's day charts, drawn with recharts (loaded on first use through agent-charts.tsx). */
const axis = { fontSize: 12, fill: "#334155" };

export function DayChart({ kind, rows, series, summary }: DayChartProps) {
  const common = { data: rows, margin: { top: 8, right: 8, bottom: 8, left: 0 } };
  const parts = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
      <XAxis dataKey="day" tick={axis} tickFormatter={(day: string) => day.slice(5)} />
      <YAxis allowDecimals={kind === "lines"} tick={axis} width={44} />
      <Tooltip />
      <Legend />
    </>
  );
  return (
    <figure className="h-72 w-full" role="img" aria-label={summary}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height: 288 }}>
        {kind === "bars" ? (
          <BarChart {...common}>
            {parts}
            {series.map((item) => (
              <Bar key={item.key} dataKey={item.key} name={item.label} fill={item.color} isAnimationActive={false} />
            ))}
          </BarChart>
        ) : (
          <LineChart {...common}>
            {parts}
            {series.map((item) => (
              <Line
                key={item.key}
                dataKey={item.key}
                name={item.label}
                stroke={item.color}
                strokeWidth={2}
                dot={false}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        )}
      </ResponsiveContainer>
    </figure>
  );
}
