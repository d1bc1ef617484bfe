/** `npm run build`'s second half: the server's build that `npm start -w @portaria/server` runs (decision 120). */
import { buildServerBundle } from './server-bundle.ts';

const { main } = await buildServerBundle('start');
console.log(`Servidor: ${main}`);
