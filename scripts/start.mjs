// `npm start`: install what is missing, build the web app, then run the API (which prepares the
// embedded database unless DATABASE_URL is set, migrates, seeds and serves everything on PORT).
import { spawn } from 'node:child_process';
import { ROOT, ensureDependencies, ensureWebBuild } from './prepare.mjs';

ensureDependencies();
ensureWebBuild();

const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
