import { isValidCpf } from '@portaria/shared/br/cpf';

const CPF_LIKE = /(?<!\d)(\d{3}\.?\d{3}\.?\d{3}-?\d{2})(?!\d)/g;
const SIGNED = /signature=[a-f0-9]{64}/;

/**
 * The structured log lines (JSON, not the start banner a person reads) that show a full CPF, a signed upload URL
 * or the outbox key. Every journey runs its server at `info` and fails if its log has any.
 */
export const logLeaks = (output: string, outboxPath: string): string[] => {
  const key = /key=([\w%-]+)/.exec(outboxPath)?.[1];
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .filter(
      (line) =>
        [...line.matchAll(CPF_LIKE)].some((m) => isValidCpf(m[1]!.replace(/\D/g, ''))) ||
        SIGNED.test(line) ||
        (key !== undefined && line.includes(key)),
    );
};
