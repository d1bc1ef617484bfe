// autocannon ships no types; only what the benchmark reads.
declare module 'autocannon' {
  type Stats = { p50: number; p99: number; average: number };
  type Result = { latency: Stats; requests: Stats; non2xx: number; errors: number; timeouts: number };
  const autocannon: (options: { url: string; connections: number; duration: number; headers?: Record<string, string> }) => Promise<Result>;
  export default autocannon;
}
