import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { documentEndpoints } from '@portaria/shared/documents/documents.endpoints';
import { occurrenceEndpoints } from '@portaria/shared/occurrences/occurrences.endpoints';
import { mockFetch, signInForTest } from '../test/test-utils';
import { createQueryClient } from './query-client';
import { createQueryKeys } from './query-keys';
import { useUnitContacts } from './use-unit-contacts';

afterEach(() => vi.unstubAllGlobals());

const CONTACTS = { data: [{ idMorador: 5, nome: 'Ana Souza', email: 'ana@example.com' }] };
const occurrenceKeys = createQueryKeys('occurrences');
const documentKeys = createQueryKeys('documents');

const withClient = () => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
};

describe('pessoas da unidade (um mecanismo, o endpoint de cada área)', () => {
  test('sem unidade escolhida não pede nada; com a unidade pede o endpoint da própria área e guarda sob a área', async () => {
    signInForTest();
    const fetchSpy = mockFetch({ 'GET /api/ocorrencias/unidades/22/moradores': { body: CONTACTS } });
    const { queryClient, wrapper } = withClient();
    const { result, rerender } = renderHook(
      ({ id }: { id: number | undefined }) => useUnitContacts(occurrenceEndpoints.unitResidents, occurrenceKeys, id),
      {
        wrapper,
        initialProps: { id: undefined as number | undefined },
      },
    );
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetchSpy).not.toHaveBeenCalled();
    rerender({ id: 22 });
    await waitFor(() => expect(result.current.data).toEqual(CONTACTS));
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual(['/api/ocorrencias/unidades/22/moradores']);
    expect(queryClient.getQueryData(occurrenceKeys.of('unit-contacts', 22))).toEqual(CONTACTS);
  });

  test('duas áreas, a mesma unidade: cada uma lê a sua resposta, sem cache em comum', async () => {
    signInForTest();
    const fetchSpy = mockFetch({
      'GET /api/ocorrencias/unidades/22/moradores': { body: CONTACTS },
      'GET /api/documentos/unidades/22/moradores': { body: { data: [] } },
    });
    const { wrapper } = withClient();
    const occurrences = renderHook(() => useUnitContacts(occurrenceEndpoints.unitResidents, occurrenceKeys, 22), {
      wrapper,
    });
    const documents = renderHook(() => useUnitContacts(documentEndpoints.unitResidents, documentKeys, 22), { wrapper });
    await waitFor(() => expect(documents.result.current.data).toEqual({ data: [] }));
    await waitFor(() => expect(occurrences.result.current.data).toEqual(CONTACTS));
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  test('o tempo de validade da área vale: dentro dele, uma segunda tela da unidade não pede de novo', async () => {
    signInForTest();
    const fetchSpy = mockFetch({ 'GET /api/ocorrencias/unidades/22/moradores': { body: CONTACTS } });
    const { wrapper } = withClient();
    const first = renderHook(
      () => useUnitContacts(occurrenceEndpoints.unitResidents, occurrenceKeys, 22, { staleTime: 5 * 60_000 }),
      { wrapper },
    );
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();
    const second = renderHook(
      () => useUnitContacts(occurrenceEndpoints.unitResidents, occurrenceKeys, 22, { staleTime: 5 * 60_000 }),
      { wrapper },
    );
    expect(second.result.current.data).toEqual(CONTACTS);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
