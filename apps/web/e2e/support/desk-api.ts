import { DEMO } from './demo.ts';

/**
 * The desk's own API as the demo doorkeeper in condominium 1001: setup only, for what happened before the journey
 * (a resident's app, another desk). Each call throws with the answer when it is not 2xx.
 */
export const deskApi = async (baseUrl: string) => {
  const call = async (path: string, init: { method?: string; body?: object; token?: string } = {}) => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        origem: 'PORTARIA',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const signedIn = await call('/auth/rbac/project/PORTARIA?mode=AppPortaria', {
    method: 'POST',
    body: { user: DEMO.doorkeeper.cpf.replace(/\D/g, ''), password: DEMO.doorkeeper.password },
  });
  const { token } = await call('/auth/rbac/context/1001', { method: 'POST', token: signedIn.token });
  return (path: string, init: { method?: string; body?: object } = {}) => call(path, { ...init, token });
};

type DeskApi = Awaited<ReturnType<typeof deskApi>>;

/** The id of a demo unit (condominium 4521) by its block's and its own name, read through the desk's API. */
export const unitIdOf = async (api: DeskApi, block: string, unit: string): Promise<number> => {
  const blocks = (await api('/condominios/v3/4521/blocos')).data as { idBloco: number; nome: string }[];
  const idBloco = blocks.find((b) => b.nome === block)!.idBloco;
  const units = (await api(`/condominios/v3/4521/unidades?idBloco=${idBloco}`)).data as {
    idUnidade: number;
    nome: string;
  }[];
  return units.find((u) => u.nome === unit)!.idUnidade;
};
