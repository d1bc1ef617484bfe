import { describe, expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CountedTextField } from './counted-text-field';

describe('campo com contador de caracteres', () => {
  test('mostra 12/80 sem erro', () => {
    render(<CountedTextField label="Descrição" value={'x'.repeat(12)} max={80} onChange={() => undefined} />);
    expect(screen.getByText('12/80')).toBeInTheDocument();
    expect(screen.getByLabelText('Descrição')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('acima do limite o contador continua, em vermelho, ao lado da mensagem: 95/80', () => {
    const message = 'A descrição excede o tamanho permitido pelo sistema. Por favor, reduza o texto para continuar.';
    render(
      <CountedTextField
        label="Descrição"
        value={'x'.repeat(95)}
        max={80}
        isMaxEnforced={false}
        errorMessage={message}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByText('95/80')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Descrição')).toHaveAttribute('aria-invalid', 'true');
  });

  test('acima do limite sem mensagem ainda marca o campo como inválido', () => {
    render(
      <CountedTextField
        label="Descrição"
        value={'x'.repeat(81)}
        max={80}
        isMaxEnforced={false}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByText('81/80')).toBeInTheDocument();
    expect(screen.getByLabelText('Descrição')).toHaveAttribute('aria-invalid', 'true');
  });
});
