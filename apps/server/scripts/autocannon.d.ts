// autocannon ships no types; only what the benchmarks read.
declare module 'autocannon' {
  type Stats = { p50: number; p99: number; average: number; max: number; total: number };
  type Result = {
    latency: Stats;
    requests: Stats;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  const autocannon: (options: {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }) => Promise<Result>;
  export default autocannon;
}
