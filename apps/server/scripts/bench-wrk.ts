/**
 * The load of `measure` from wrk (Debian's package, a C client) instead of autocannon, with BENCH_CLIENT=wrk: the same
 * 50 connections, 2 s of warm-up and 10 s measured, a different path on every request (written to a file beforehand,
 * read by a Lua script in order). autocannon runs in the benchmark's own Node process and takes a share of the two
 * cores the server and the database are measured on; wrk takes a fraction of it, as the desks' own PCs would take
 * none. Both clients' figures are printed by the benchmark that asks for them.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type WrkFigures = {
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  /** The client's CPU time over the measured run, in ms. */
  clientMs: number;
};

export const wrkAvailable = () => {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version exits 1 after printing its version.
    return (error as { status?: number }).status === 1;
  }
};

const SCRIPT = `
local paths = {}
for line in io.lines(os.getenv("WRK_PATHS")) do paths[#paths + 1] = line end
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i - 1) % #paths + 1])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("WRK_JSON {\\"p50\\":%d,\\"p99\\":%d,\\"total\\":%d,\\"us\\":%d,\\"status\\":%d,\\"other\\":%d,\\"timeout\\":%d}\\n",
    latency:percentile(50), latency:percentile(99), summary.requests, summary.duration,
    e.status, e.connect + e.read + e.write, e.timeout))
end
`;

/** One wrk run of `seconds` on the paths `next` gives: its figures, with the client's CPU from the shell's `times`. */
const run = async (base: string, headers: Record<string, string>, next: () => string, seconds: number) => {
  const dir = mkdtempSync(join(tmpdir(), 'portaria-wrk-'));
  try {
    // Enough paths for 10,000 requests a second; a path is never asked twice within a run.
    const paths = Array.from({ length: seconds * 10_000 + 1_000 }, next);
    writeFileSync(join(dir, 'paths'), paths.join('\n') + '\n');
    writeFileSync(join(dir, 'script.lua'), SCRIPT);
    const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
    const args = [
      '-t1',
      '-c50',
      `-d${seconds}s`,
      '--timeout',
      '10s',
      '-s',
      join(dir, 'script.lua'),
      ...headerArgs,
      base,
    ];
    const quoted = args.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn('bash', ['-c', `wrk ${quoted}; times`], {
        env: { ...process.env, WRK_PATHS: join(dir, 'paths') },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk saiu (${code})`))));
    });
    const json = JSON.parse(/WRK_JSON (\{.*\})/.exec(out)![1]!) as Record<string, number>;
    // `times` prints the shell's own user/system times, then its children's: "0m1.234s 0m0.567s".
    const children = out
      .trim()
      .split('\n')
      .at(-1)!
      .match(/(\d+)m([\d.]+)s/g)!;
    const clientMs = children
      .map((t) => /(\d+)m([\d.]+)s/.exec(t)!)
      .reduce((sum, [, m, s]) => sum + (Number(m) * 60 + Number(s)) * 1000, 0);
    const figures: WrkFigures = {
      latency: { p50: Math.round(json.p50! / 1000), p99: Math.round(json.p99! / 1000) },
      requests: { average: json.total! / (json.us! / 1e6), total: json.total! },
      non2xx: json.status!,
      errors: json.other!,
      timeouts: json.timeout!,
      clientMs,
    };
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

export const wrkMeasure = async (
  base: string,
  headers: Record<string, string>,
  next: () => string,
  onRun?: { start: () => void; end: () => void },
) => {
  await run(base, headers, next, 2);
  onRun?.start();
  const r = await run(base, headers, next, 10);
  onRun?.end();
  return r;
};
