import { buildServerBundle, SERVER_NODE_FLAGS } from '../../../scripts/server-bundle.ts';

let args: Promise<string[]> | undefined;

/**
 * How a benchmark starts the server: the build and the flags `npm start` runs (decision 120), built once.
 * BENCH_SERVER_ARGS adds node flags to the server alone ("--cpu-prof --cpu-prof-dir=/tmp/prof").
 */
export const serverArgs = (): Promise<string[]> =>
  (args ??= buildServerBundle('bench').then(({ main }) => [
    ...SERVER_NODE_FLAGS,
    ...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []),
    main,
  ]));
