/** The demo identities seeded on an empty database (README lists them too). */
export const DEMO = {
  doorkeeper: { cpf: '529.982.247-25', password: 'Portaria@2024', firstName: 'carlos' },
  syndic: { cpf: '111.444.777-35', password: 'Sindico@2024', firstName: 'maria' },
  multiBlock: { label: '4521 - Residencial Jardim das Palmeiras', nome: 'Residencial Jardim das Palmeiras' },
  singleBlock: { label: '7310 - Edifício Solar do Atlântico', nome: 'Edifício Solar do Atlântico' },
} as const;
