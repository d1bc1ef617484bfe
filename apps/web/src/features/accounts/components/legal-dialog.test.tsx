import { describe, expect, test, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TERMS_OF_USE } from '@portaria/shared/accounts/legal.messages';
import { LegalDialog } from './legal-dialog';

describe('termos de uso', () => {
  test('o texto que rola é uma região com nome e recebe o foco do teclado (para rolar com as setas)', () => {
    render(<LegalDialog document={TERMS_OF_USE} onClose={vi.fn()} />);
    const region = screen.getByRole('region', { name: new RegExp(TERMS_OF_USE.title) });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveTextContent(TERMS_OF_USE.sections[0]!.heading);
  });
});
