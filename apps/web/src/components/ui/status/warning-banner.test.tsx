import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { WarningBanner } from './warning-banner';

describe('WarningBanner', () => {
  test('mostra o aviso de confronto com a escala do dia', () => {
    render(<WarningBanner />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'AVISO: Você confirma? Qualquer problema, o horário desta ação poderá ser confrontado com a escala do dia.',
    );
  });

  test('aceita outro aviso e conteúdo extra', () => {
    render(
      <WarningBanner message="AVISO: Por favor, avise o morador sobre o cancelamento.">
        <span> Unidade 101</span>
      </WarningBanner>,
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('AVISO: Por favor, avise o morador sobre o cancelamento.');
    expect(note).toHaveTextContent('Unidade 101');
  });
});
