import { describe, expect, test, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { signInForTest } from '../../test/test-utils';
import { clearDraft, useDraft } from './use-draft';

type Values = { nome: string; senha?: string; foto?: File | null };

const useForm = (value: Values, onRestore = vi.fn()) =>
  useDraft<Values>({ screen: 'teste', value, isEmpty: value.nome === '', onRestore, onDiscard: vi.fn() });

const storedDrafts = () =>
  Object.keys(sessionStorage)
    .filter((key) => key.includes(':draft:'))
    .map((key) => sessionStorage.getItem(key));

describe('rascunhos', () => {
  test('nunca guardam senha nem arquivo', () => {
    signInForTest();
    const { rerender } = renderHook(({ value }) => useForm(value), { initialProps: { value: { nome: '' } as Values } });
    rerender({ value: { nome: 'Ana', senha: 'segredo123', foto: new File(['x'], 'foto.jpg') } });
    expect(storedDrafts()).toEqual([JSON.stringify({ nome: 'Ana' })]);
  });

  test('voltam ao abrir a mesma tela, somem ao esvaziar o formulário e com clearDraft', () => {
    signInForTest();
    const first = renderHook(({ value }) => useForm(value), { initialProps: { value: { nome: '' } as Values } });
    first.rerender({ value: { nome: 'Ana' } });
    first.unmount();

    const onRestore = vi.fn();
    const second = renderHook(({ value }) => useForm(value, onRestore), {
      initialProps: { value: { nome: '' } as Values },
    });
    expect(onRestore).toHaveBeenCalledWith({ nome: 'Ana' });
    expect(second.result.current.isRestored).toBe(true);
    second.rerender({ value: { nome: 'Ana' } }); // what onRestore put back
    second.rerender({ value: { nome: '' } });
    expect(storedDrafts()).toEqual([]);

    second.rerender({ value: { nome: 'Bia' } });
    expect(storedDrafts()).toHaveLength(1);
    act(() => clearDraft('teste'));
    expect(storedDrafts()).toEqual([]);
  });

  test('um rascunho que o formulário não aceita não volta, e fica guardado até a pessoa digitar', () => {
    signInForTest();
    const first = renderHook(({ value }) => useForm(value), { initialProps: { value: { nome: '' } as Values } });
    first.rerender({ value: { nome: 'Ana' } });
    first.unmount();

    const onRestore = vi.fn();
    const other = renderHook(
      ({ value }) =>
        useDraft<Values>({
          screen: 'teste',
          value,
          isEmpty: value.nome === '',
          onRestore,
          onDiscard: vi.fn(),
          accepts: (saved) => saved.nome === 'Bia',
        }),
      { initialProps: { value: { nome: '' } as Values } },
    );
    expect(onRestore).not.toHaveBeenCalled();
    expect(other.result.current.isRestored).toBe(false);
    expect(storedDrafts()).toEqual([JSON.stringify({ nome: 'Ana' })]);
    other.rerender({ value: { nome: 'Caio' } });
    expect(storedDrafts()).toEqual([JSON.stringify({ nome: 'Caio' })]);
  });
});
