// Prints the gzipped JS weight of /login and of the whole client. Run `npm run build` first.
import { jsLoadedBy, wholeClientJs } from './jsWeight.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const login = await jsLoadedBy('/login');
const whole = wholeClientJs();
console.log(`/login loads ${login.files} JS files, ${kb(login.bytes)} gzipped (budget 200 KB)`);
console.log(`whole client: ${whole.files} JS files, ${kb(whole.bytes)} gzipped`);
