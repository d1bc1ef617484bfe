import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { NOTICE_MESSAGES as NM } from '@portaria/shared/notices/notice.messages';
import { NoticeStatus } from './notice-status';

describe('NoticeStatus', () => {
  test('na fila e enviado: só o chip, com as palavras do canal', () => {
    const { rerender } = render(
      <NoticeStatus mark={{ status: 'NA_FILA', tentativas: 1, erro: 'tentativa anterior' }} />,
    );
    expect(screen.getByText(NM.queuedChip)).toBeInTheDocument();
    expect(screen.queryByText(/Falhou/)).not.toBeInTheDocument();
    rerender(<NoticeStatus mark={{ status: 'ENVIADO', tentativas: 2, erro: null }} channel="email" />);
    expect(screen.getByText(NM.emailSentChip)).toBeInTheDocument();
  });

  test('falhou: o chip, as tentativas e o erro do provedor em palavras, e o que a portaria pode fazer', () => {
    render(
      <NoticeStatus mark={{ status: 'FALHOU', tentativas: 5, erro: 'provedor de SMS respondeu 500' }}>
        <button type="button">{NM.resend}</button>
      </NoticeStatus>,
    );
    expect(screen.getByText(NM.failedChip)).toBeInTheDocument();
    expect(screen.getByText('Falhou após 5 tentativas: provedor de SMS respondeu 500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: NM.resend })).toBeInTheDocument();
  });

  test('sem aviso (ninguém alcançável): nada', () => {
    const { container } = render(<NoticeStatus mark={{ status: null, tentativas: 0, erro: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
