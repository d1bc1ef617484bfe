/** pt-BR name parts for demo residents. */
export const FIRST_NAMES = [
  'João', 'Maria', 'José', 'Ana', 'Antônio', 'Francisca', 'Luís', 'Letícia', 'Sérgio', 'Cecília',
  'Márcio', 'Lúcia', 'André', 'Bárbara', 'Fábio', 'Mônica', 'Vinícius', 'Patrícia', 'Caio', 'Débora',
  'Rafael', 'Juliana', 'Gustavo', 'Beatriz', 'Thiago', 'Camila', 'Rodrigo', 'Fernanda', 'Otávio', 'Íris',
  'Heitor', 'Helena', 'Lúcio', 'Valéria', 'Sebastião', 'Conceição', 'Renato', 'Larissa', 'Érico', 'Luíza',
];

export const MIDDLE_NAMES = ['Pedro', 'Eduardo', 'Henrique', 'Cristina', 'Aparecida', 'Luiz', 'Clara', 'Vitória', 'Paulo', 'Sofia'];

export const LAST_NAMES = [
  'Araújo', 'Silva', 'Santos', 'Oliveira', 'Souza', 'Conceição', 'Gonçalves', 'Ribeiro', 'Magalhães', 'Assunção',
  'Brandão', 'Guimarães', 'Pereira', 'Carvalho', 'Simões', 'Damásio', 'Falcão', 'Lima', 'Monteiro', 'Antunes',
  'Caldas', 'Mendonça', 'Nogueira', 'Peixoto', 'Sá', 'Tavares', 'Vasconcelos', 'Xavier', 'Barbosa', 'Leão',
];
