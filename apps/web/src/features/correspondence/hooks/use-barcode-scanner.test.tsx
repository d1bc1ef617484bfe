import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { useBarcodeScanner } from './use-barcode-scanner';

/** Every key 5 ms after the previous one: as fast as a scanner, or a very fast typist. */
const fastClock = () => {
  let at = 0;
  return () => (at += 5);
};

const Form = ({ onScan }: { onScan: (code: string, target: string) => void }) => {
  const scanner = useBarcodeScanner({ fieldName: 'codigoRastreio', onScan, now: fastClock() });
  return (
    <form onKeyDown={scanner.onKeyDown} onBlur={scanner.onBlur}>
      <input name="codigoRastreio" aria-label="Código de rastreio" />
      <input name="descricao" aria-label="Descrição" />
      <textarea name="observacao" aria-label="Observações" />
    </form>
  );
};

describe('leitor de código de barras: o que foi digitado num campo não passa para outro', () => {
  test('Tab limpa o que foi lido: a descrição digitada depressa nunca se junta ao código', async () => {
    const onScan = vi.fn();
    render(<Form onScan={onScan} />);
    await userEvent.click(screen.getByLabelText('Código de rastreio'));
    await userEvent.keyboard('BR123456789');
    await userEvent.tab();
    await userEvent.keyboard('CAIXA{Enter}');
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(onScan).toHaveBeenCalledWith('CAIXA', 'descricao');
  });

  test('trocar de campo pelo mouse (blur) também recomeça a leitura', async () => {
    const onScan = vi.fn();
    render(<Form onScan={onScan} />);
    await userEvent.click(screen.getByLabelText('Descrição'));
    await userEvent.keyboard('LIVRO');
    await userEvent.click(screen.getByLabelText('Código de rastreio'));
    await userEvent.keyboard('OBJ9{Enter}');
    expect(onScan).toHaveBeenCalledWith('OBJ9', 'codigoRastreio');
  });

  test('sem troca de campo, a rajada inteira continua sendo uma leitura', async () => {
    const onScan = vi.fn();
    render(<Form onScan={onScan} />);
    await userEvent.click(screen.getByLabelText('Descrição'));
    await userEvent.keyboard('QB123BR{Enter}');
    expect(onScan).toHaveBeenCalledWith('QB123BR', 'descricao');
  });
});
