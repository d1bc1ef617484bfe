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
