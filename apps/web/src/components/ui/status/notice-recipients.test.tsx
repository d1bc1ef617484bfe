import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { Notice } from '@portaria/shared/notices/notice.schemas';
import { NoticeRecipients } from './notice-recipients';

const notice = (over: Partial<Notice>): Notice => ({
  id: 1,
  nome: 'Ana Souza',
  canal: 'email',
  status: 'ENVIADO',
  tentativas: 1,
  erro: null,
  enviadoEm: null,
  ...over,
});

test('uma linha por morador com cada canal: enviado, na fila, ou não enviado com as tentativas e o erro do provedor', () => {
  render(
    <NoticeRecipients
      notices={[
        notice({ id: 1 }),
        notice({ id: 2, canal: 'sms', status: 'NA_FILA', tentativas: 0 }),
        notice({
          id: 3,
          nome: 'Bruno Lima',
          canal: 'sms',
          status: 'FALHOU',
          tentativas: 5,
          erro: 'número inexistente',
        }),
      ]}
    />,
  );
  const items = within(screen.getByRole('list', { name: 'Aviso por morador' })).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    'Ana Souza: e-mail enviado · SMS na fila',
    'Bruno Lima: SMS não enviado após 5 tentativas (número inexistente)',
  ]);
});

test('sem aviso, nada', () => {
  const { container } = render(<NoticeRecipients notices={[]} />);
  expect(container).toBeEmptyDOMElement();
});
