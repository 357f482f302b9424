/** The figures of issue 16's budget table: what was measured before the work ("today") and the budget. */
export interface Figure {
  key: string;
  label: string;
  unit: 'KB' | 'ms' | 's' | 'req/s';
  today: string;
  budget: number;
  /** Throughput is better higher; everything else is better lower. */
  higherIsBetter?: boolean;
}

export const FIGURES: Figure[] = [
  { key: 'loginJs', label: 'JS on the wire for /login (brotli)', unit: 'KB', today: '560 KB raw', budget: 120 },
  { key: 'homeJs', label: 'JS on the wire for logged-in home', unit: 'KB', today: '≈ 1 MB raw', budget: 200 },
  { key: 'homeLcp', label: 'home LCP, median of 5', unit: 'ms', today: '1.7–2.3 s', budget: 1000 },
  { key: 'homeLcpThrottled', label: 'home LCP at 4× CPU throttling, median of 5', unit: 'ms', today: '4.9 s', budget: 2500 },
  { key: 'homeBlocking', label: 'home blocking time at 4× CPU throttling, median', unit: 'ms', today: '500 ms', budget: 200 },
  {
    key: 'gridThroughputPglite',
    label: 'home grid query, 10 connections, PGlite',
    unit: 'req/s',
    today: '20 req/s',
    budget: 60,
    higherIsBetter: true,
  },
  {
    key: 'gridThroughputPostgres',
    label: 'home grid query, 10 connections, PostgreSQL',
    unit: 'req/s',
    today: '60 req/s',
    budget: 150,
    higherIsBetter: true,
  },
  { key: 'fanoutPglite', label: 'chat fan-out, 5,000 sockets, 50 msg/s, p95, PGlite', unit: 'ms', today: '318 ms', budget: 50 },
  { key: 'fanoutPostgres', label: 'chat fan-out, 5,000 sockets, 50 msg/s, p95, PostgreSQL', unit: 'ms', today: '28 ms', budget: 50 },
  { key: 'search', label: 'search p95 at 1M profiles (PostgreSQL), worst filter set', unit: 'ms', today: '13.5–20.6 ms', budget: 15 },
  {
    key: 'chatSearch',
    label: 'chat search p95, a room of 100,000 messages and 1,000 rooms (PostgreSQL), worst case',
    unit: 'ms',
    today: 'new',
    budget: 20,
  },
  {
    key: 'groupsDirectory',
    label: 'groups directory p95, first and second page at 10,000 groups (PostgreSQL), worst filter',
    unit: 'ms',
    today: 'new',
    budget: 20,
  },
  {
    key: 'eventsDirectory',
    label: 'events directory p95, first and second page at 10,000 events (PostgreSQL), worst filter',
    unit: 'ms',
    today: 'new',
    budget: 20,
  },
  {
    key: 'groupThread',
    label: 'group thread of 10,000 replies opened (the thread, its first 30 replies and their count) p95 (PostgreSQL)',
    unit: 'ms',
    today: 'new',
    budget: 20,
  },
  { key: 'startToAnswer', label: 'start to first answer (seeded)', unit: 's', today: '19–35 s', budget: 3 },
  { key: 'scrollStep', label: 'grid scroll step, 1,000 loaded, median', unit: 'ms', today: '110 ms', budget: 50 },
];

/** How a figure compares with its budget: above 1 means over budget (or, for throughput, under it). */
export const ratio = (figure: Figure, value: number) => (figure.higherIsBetter ? figure.budget / value : value / figure.budget);

const format = (figure: Figure, value: number) => `${value.toFixed(figure.unit === 's' ? 2 : 1)} ${figure.unit}`;

/**
 * The table `npm run bench` prints: figure, today, now, budget, ratio (and "not run" with how to run it). A figure
 * measured in several runs shows their median, which the ratio judges, and beside it the lowest and highest run.
 */
export function budgetTable(measured: Map<string, number>, notRun: Map<string, string>, spreads = new Map<string, number[]>()) {
  const rows = FIGURES.map((figure) => {
    const value = measured.get(figure.key);
    const runs = spreads.get(figure.key);
    const spread = runs ? ` (${runs.length} runs ${Math.min(...runs).toFixed(1)}–${Math.max(...runs).toFixed(1)})` : '';
    const now = value === undefined ? `not run (${notRun.get(figure.key) ?? 'without --quick'})` : format(figure, value) + spread;
    const budget = `${figure.higherIsBetter ? '≥' : '≤'} ${format(figure, figure.budget)}`;
    const verdict = value === undefined ? '' : `${ratio(figure, value).toFixed(2)}${ratio(figure, value) <= 1 ? ' ok' : ' OVER'}`;
    return [figure.label, figure.today, now, budget, verdict];
  });
  const header = ['figure', 'today', 'now', 'budget', 'ratio'];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
