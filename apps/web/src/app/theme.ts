import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';

/** System fonts only: gatehouse PCs should not wait for a web font download. */
const FONT_STACK = ['Inter', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', '"Noto Sans"', 'sans-serif'].join(
  ',',
);

/** The keyboard focus ring of every control (theme.test.ts checks its contrast). */
export const FOCUS_RING = '#0b4f6c';

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#0b4f6c', light: '#2f7595', dark: '#06364b', contrastText: '#ffffff' },
      secondary: { main: '#f2a541', contrastText: '#1f1a12' },
      // Status chips and badges read on white and white on them: every pair at least 4.5:1 (WCAG AA, issue 17).
      // MUI's defaults were 3.11:1 (warning #ed6c02) and 3.86:1 (info #0288d1); theme.test.ts checks the ratios.
      warning: { main: '#b45309', contrastText: '#ffffff' },
      info: { main: '#0277bd', contrastText: '#ffffff' },
      success: { main: '#2e7d32', contrastText: '#ffffff' },
      error: { main: '#d32f2f', contrastText: '#ffffff' },
      background: { default: '#f4f6f8', paper: '#ffffff' },
      // Disabled text (a fieldset's legend and hint, a disabled field's label) still has to be read: MUI's
      // rgba(0,0,0,0.38) gave 2.67:1 on white (axe, issue 28); this grey gives 4.6:1 on the page's background too.
      // The greyed control (action.disabled) and the missing hover say "disabled", not a faint text.
      text: { primary: '#1d2a33', secondary: '#5a6b77', disabled: '#63717b' },
      divider: '#e2e8ee',
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.5rem', fontWeight: 700 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
      h4: { fontSize: '1.125rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // Every button, tile, tab and icon button shows where the keyboard is (issue 17): a 3 px ring in the primary
      // colour, 2 px off the control so it reads on filled buttons too (8.9:1 on white, 3:1 is the AA minimum).
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible, &:focus-visible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 },
          },
        },
      },
      // A menu's option draws the ring inside itself: the menu's scrolling paper clipped a ring drawn outside.
      MuiMenuItem: {
        styleOverrides: { root: { '&.Mui-focusVisible, &:focus-visible': { outlineOffset: -3 } } },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: {
            borderRadius: 16,
            border: '1px solid #e2e8ee',
            boxShadow: '0 1px 2px rgba(16, 42, 56, 0.06), 0 4px 16px rgba(16, 42, 56, 0.05)',
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 10, paddingInline: 18 }, sizeLarge: { minHeight: 48 } },
      },
      MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiAlert: { styleOverrides: { root: { borderRadius: 10 } } },
    },
  },
  ptBR,
);
