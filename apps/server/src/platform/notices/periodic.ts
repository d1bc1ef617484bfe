import type { FastifyBaseLogger } from 'fastify';
import type { ChangeDeps } from '../change/record-change.ts';

/**
 * Work an area runs on the workers' clock (a reminder for what became overdue): each process runs it on its poll,
 * at most once per `everyMs`. The task must be safe to run in several processes at once (a conditional update
 * decides who sends); it gets the queue so its changes go through the write path with their notices.
 */
export type PeriodicTask = {
  name: string;
  everyMs: number;
  run: (deps: ChangeDeps, at: Date) => Promise<unknown>;
};

export const schedulePeriodic = (
  tasks: readonly PeriodicTask[],
  deps: () => ChangeDeps,
  now: () => Date,
  log: FastifyBaseLogger,
) => {
  const lastRun = new Map<string, number>();
  return async () => {
    for (const task of tasks) {
      const at = now();
      const last = lastRun.get(task.name);
      if (last !== undefined && at.getTime() - last < task.everyMs) continue;
      lastRun.set(task.name, at.getTime());
      try {
        await task.run(deps(), at);
      } catch (error) {
        log.warn({ err: error, task: task.name }, 'tarefa periódica falhou');
      }
    }
  };
};
