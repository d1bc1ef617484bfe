import type { Redis } from '../http/redis.ts';
import type { AccessScope, ContextChannel } from './context-cache.ts';

type Log = { warn: (obj: object, msg: string) => void };

const scopeOf = (text: string): AccessScope | null => {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (Number.isInteger(value.userId)) return { userId: value.userId as number };
    if (Number.isInteger(value.idCondo)) return { idCondo: value.idCondo as number };
  } catch {
    // Not ours: ignored below.
  }
  return null;
};

/**
 * The processes' changes of access over Redis pub/sub (decision 132). A subscriber needs a connection of its own.
 * Pub/sub keeps nothing for a process that is not listening, so the cache is off (isLive false) from the moment the
 * subscription drops until it is back, and everything kept before the drop is thrown away.
 */
export const createContextChannel = (
  redis: Redis,
  prefix: string,
  log: Log,
): ContextChannel & { close: () => Promise<void> } => {
  const name = `${prefix}contextos`;
  const subscriber = redis.duplicate();
  let isLive = false;
  let onScope: (scope: AccessScope) => void = () => {};
  let onLost = () => {};
  const lose = () => {
    isLive = false;
    onLost();
  };
  subscriber.on('ready', () => {
    subscriber.subscribe(name).then(
      () => {
        // Changes published while it was down were missed: start from nothing.
        onLost();
        isLive = true;
      },
      (error: Error) => log.warn({ err: error.message }, 'Redis: assinatura das mudanças de acesso falhou'),
    );
  });
  subscriber.on('close', lose);
  subscriber.on('end', lose);
  subscriber.on('error', (error: Error) => log.warn({ err: error.message }, 'Redis indisponível (mudanças de acesso)'));
  subscriber.on('message', (channel: string, text: string) => {
    const scope = channel === name ? scopeOf(text) : null;
    if (scope) onScope(scope);
  });
  return {
    isLive: () => isLive,
    publish: async (scope) => {
      try {
        await redis.publish(name, JSON.stringify(scope));
      } catch (error) {
        // The change is committed: the others' kept rows age out within the cache's seconds (decision 132).
        log.warn({ err: (error as Error).message }, 'Redis: mudança de acesso não publicada');
      }
    },
    listen: (scopeHandler, lostHandler) => {
      onScope = scopeHandler;
      onLost = lostHandler;
    },
    close: async () => {
      isLive = false;
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
};
