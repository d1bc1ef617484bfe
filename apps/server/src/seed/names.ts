/** pt-BR name parts for demo residents; middle names follow the first name's gender. */
export const NAMES = {
  male: {
    first: ['João', 'José', 'Antônio', 'Luís', 'Sérgio', 'Márcio', 'André', 'Fábio', 'Vinícius', 'Caio', 'Rafael', 'Gustavo', 'Thiago', 'Rodrigo', 'Otávio', 'Heitor', 'Lúcio', 'Sebastião', 'Renato', 'Érico'],
    middle: ['Pedro', 'Eduardo', 'Henrique', 'Luiz', 'Paulo', 'Augusto', 'César'],
  },
  female: {
    first: ['Maria', 'Ana', 'Francisca', 'Letícia', 'Cecília', 'Lúcia', 'Bárbara', 'Mônica', 'Patrícia', 'Débora', 'Juliana', 'Beatriz', 'Camila', 'Fernanda', 'Íris', 'Helena', 'Valéria', 'Conceição', 'Larissa', 'Luíza'],
    middle: ['Cristina', 'Aparecida', 'Clara', 'Vitória', 'Sofia', 'Luíza', 'Fernanda'],
  },
} as const;

export const LAST_NAMES = [
  'Araújo', 'Silva', 'Santos', 'Oliveira', 'Souza', 'Conceição', 'Gonçalves', 'Ribeiro', 'Magalhães', 'Assunção',
  'Brandão', 'Guimarães', 'Pereira', 'Carvalho', 'Simões', 'Damásio', 'Falcão', 'Lima', 'Monteiro', 'Antunes',
  'Caldas', 'Mendonça', 'Nogueira', 'Peixoto', 'Sá', 'Tavares', 'Vasconcelos', 'Xavier', 'Barbosa', 'Leão',
];
