import { describe, expect, test } from 'vitest';
import { FOCUS_RING, theme } from './theme';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
  return (x! + 0.05) / (y! + 0.05);
};

describe('cores do tema: contraste AA (4,5:1) dos chips e selos de status', () => {
  test.each(['warning', 'info', 'success', 'error', 'primary'] as const)(
    '%s: texto branco sobre a cor e a cor sobre o branco',
    (name) => {
      const { main, contrastText } = theme.palette[name];
      expect(contrast(main, contrastText)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(main, theme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    },
  );

  test('texto secundário sobre o fundo da página', () => {
    expect(contrast(theme.palette.text.secondary, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
  });

  test('texto desabilitado (legenda e dica de um grupo desabilitado) legível: 4,5:1 sobre o papel e o fundo', () => {
    const disabled = theme.palette.text.disabled;
    expect(disabled).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(disabled, theme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(disabled, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('contorno de foco dos botões (teclado)', () => {
  test('o tema desenha um contorno visível em todo ButtonBase focado, com contraste AA sobre o papel e o fundo', () => {
    const root = theme.components?.MuiButtonBase?.styleOverrides?.root as Record<string, { outline: string }>;
    const ring = root['&.Mui-focusVisible, &:focus-visible'];
    expect(ring?.outline).toBe(`3px solid ${FOCUS_RING}`);
    expect(contrast(FOCUS_RING, theme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(FOCUS_RING, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
  });
});
