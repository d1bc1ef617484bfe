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
  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
  };
  /** A thenable EventEmitter: 'response' gives each answer's status and time. */
  type Run = Promise<Result> & {
    on: (event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void) => void;
  };
  const autocannon: (options: {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }) => Run;
  export default autocannon;
}
