import type { Page } from 'playwright-core';

/** Types CPF and password like a person and presses Entrar. */
export const login = async (page: Page, cpf: string, password: string) => {
  await page.goto('/');
  await page.getByLabel('CPF').fill(cpf);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
};
