import { percentile } from './browserFigures.ts';

/**
 * Times one read `runs` times after ten warm-up runs and prints `<label>: <rows> rows, p50 …, p95 … over <runs> runs`,
 * the line `npm run bench` reads each database bench's p95 from. `run` answers how many rows it read.
 */
export async function timeQuery(label: string, runs: number, run: () => Promise<number>) {
  for (let warm = 0; warm < 10; warm++) await run();
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    rows = await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}: ${rows} rows, p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms over ${runs} runs`,
  );
}
