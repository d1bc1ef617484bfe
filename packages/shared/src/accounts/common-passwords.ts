/**
 * The most used passwords of 8+ characters (public breach lists, plus Brazilian favourites). Short on purpose:
 * it stops the obvious guesses without making people fight the form. Compared lower-cased.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000', '12341234',
  '11223344', '123123123', '88888888', '99999999', '1q2w3e4r', 'q1w2e3r4', '1qaz2wsx', 'qwertyui',
  'qwerty123', 'qwerty12', 'asdfghjk', 'abcd1234', 'abc12345', 'abcdefgh', 'password', 'password1',
  'password123', 'passw0rd', 'iloveyou', 'sunshine', 'princess', 'football', 'baseball', 'welcome1',
  'changeme', 'admin123', 'administrador', 'senha123', 'senha1234', 'senha12345', 'senhasenha', 'minhasenha',
  'mudar123', 'mudar@123', 'brasil123', 'flamengo', 'corinthians', 'palmeiras', 'saopaulo', 'vasco123',
  'deusefiel', 'jesuscristo', 'portaria', 'portaria123', 'portaria@123', 'condominio', 'condominio123',
]);

export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.trim().toLowerCase());
