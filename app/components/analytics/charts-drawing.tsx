import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/**
 * The dashboard's charts (recharts). Each is a picture for sighted users,
 * hidden from screen readers behind a summary label: the table beside it
 * carries the same numbers for everyone.
 */
const BLUE = "#1d4ed8";
const AMBER = "#b45309";

export function TrafficChart({ series }: { series: { day: string; pageviews: number; visitors: number }[] }) {
  const views = series.reduce((sum, day) => sum + day.pageviews, 0);
  return (
    <figure
      className="h-72 w-full"
      role="img"
      aria-label={`Chart of ${views} page views per day; the table lists the same numbers.`}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 720, height: 288 }}>
        <LineChart data={series} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="day" tick={{ fontSize: 12, fill: "#334155" }} tickFormatter={(day: string) => day.slice(5)} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#334155" }} width={40} />
          <Tooltip />
          <Legend />
          <Line type="monotone" dataKey="pageviews" name="Page views" stroke={BLUE} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="visitors" name="Visitors" stroke={AMBER} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** Horizontal bars: the top entries of a table (label, value). */
export function BarsChart({ data, label }: { data: { label: string; value: number }[]; label: string }) {
  const top = data.slice(0, 10);
  return (
    <figure className="h-72 w-full" role="img" aria-label={`Chart of ${label}; the table lists the same numbers.`}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height: 288 }}>
        <BarChart data={top} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: "#334155" }} />
          <YAxis
            type="category"
            dataKey="label"
            width={150}
            tick={{ fontSize: 11, fill: "#334155" }}
            tickFormatter={(value: string) => (value.length > 24 ? `${value.slice(0, 23)}…` : value)}
          />
          <Tooltip />
          <Bar dataKey="value" name={label} fill={BLUE} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** Stacked shares of good / needs improvement / poor per route and metric. */
export function VitalsChart({ data }: { data: { label: string; good: number; ni: number; poor: number }[] }) {
  return (
    <figure
      className="h-72 w-full"
      role="img"
      aria-label="Chart of web-vital ratings per route; the table lists the same numbers."
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height: 288 }}>
        <BarChart data={data.slice(0, 12)} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: "#334155" }} />
          <YAxis type="category" dataKey="label" width={170} tick={{ fontSize: 11, fill: "#334155" }} />
          <Tooltip />
          <Legend />
          <Bar dataKey="good" name="Good" stackId="r" fill="#047857" isAnimationActive={false} />
          <Bar dataKey="ni" name="Needs improvement" stackId="r" fill={AMBER} isAnimationActive={false} />
          <Bar dataKey="poor" name="Poor" stackId="r" fill="#be123c" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
