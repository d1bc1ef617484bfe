import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SearchBox } from './search-box';

const openAndType = (text: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
  fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquise' }), { target: { value: text } });
};

describe('SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('começa recolhida e abre o campo Pesquise ao tocar em Pesquisar', () => {
    render(<SearchBox onSearch={vi.fn()} />);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(screen.getByPlaceholderText('Pesquise')).toHaveFocus();
  });

  test('pesquisa só depois de 1000 ms sem digitar', () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    openAndType('Ana');

    act(() => vi.advanceTimersByTime(999));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Ana');
  });

  test('digitar de novo reinicia a espera', () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    openAndType('Ca');
    act(() => vi.advanceTimersByTime(800));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Carro' } });
    act(() => vi.advanceTimersByTime(800));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Carro');
  });

  test('com mínimo de 3 caracteres não pesquisa textos curtos', () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} minLength={3} debounceMs={500} />);
    openAndType('AB');
    act(() => vi.advanceTimersByTime(5000));
    expect(onSearch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ABC' } });
    act(() => vi.advanceTimersByTime(500));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ABC');
  });

  test('Escape recolhe o campo e limpa a pesquisa feita', () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    openAndType('Placa');
    act(() => vi.advanceTimersByTime(1000));

    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  test('Limpar pesquisa recolhe sem pesquisar quando nada foi pesquisado', () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    openAndType('Pl');
    fireEvent.click(screen.getByRole('button', { name: 'Limpar pesquisa' }));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Pesquisar' })).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });
});
