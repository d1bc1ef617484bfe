import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { DetailList } from './detail-list';

test('mostra cada rótulo com o seu valor numa lista de definições', () => {
  render(
    <DetailList
      aria-label="Resumo"
      rows={[
        ['Placa', 'ABC1D23'],
        ['Cor', 'Prata'],
      ]}
    />,
  );
  const list = screen.getByLabelText('Resumo');
  expect(list.tagName).toBe('DL');
  const terms = screen.getAllByRole('term').map((t) => t.textContent);
  const values = screen.getAllByRole('definition').map((d) => d.textContent);
  expect(terms).toEqual(['Placa', 'Cor']);
  expect(values).toEqual(['ABC1D23', 'Prata']);
});
