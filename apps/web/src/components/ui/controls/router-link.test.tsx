import { fireEvent, screen } from '@testing-library/react';
import Typography from '@mui/material/Typography';
import { describe, expect, test } from 'vitest';
import { renderWithProviders } from '../../../test/test-utils';
import { RouterLink } from './router-link';

const renderLink = () =>
  renderWithProviders(
    <Typography component={RouterLink} to="/cadastro">
      Cadastrar nova conta
    </Typography>,
    { route: '/', extraRoutes: { '/cadastro': <h1>Cadastro</h1> } },
  );

describe('RouterLink', () => {
  test('é o <a> do Link do react-router: o endereço do roteador e o data-discover', () => {
    renderLink();
    const link = screen.getByRole('link', { name: 'Cadastrar nova conta' });
    expect(link).toHaveAttribute('href', '/cadastro');
    expect(link).toHaveAttribute('data-discover', 'true');
    expect(link).toHaveClass('MuiTypography-root');
  });

  test('um clique navega sem recarregar a página', () => {
    renderLink();
    fireEvent.click(screen.getByRole('link', { name: 'Cadastrar nova conta' }));
    expect(screen.getByRole('heading', { name: 'Cadastro' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cadastro');
  });

  test('ctrl+clique (nova aba) fica com o navegador', () => {
    renderLink();
    fireEvent.click(screen.getByRole('link', { name: 'Cadastrar nova conta' }), { ctrlKey: true });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
