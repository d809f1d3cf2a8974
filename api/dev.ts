/**
 * `npm run dev`: the API on API_PORT (default 5001) and Vite's dev server on PORT (default 5000)
 * with hot reload, proxying /api and /socket.io to the API.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '5001';
const uiPort = process.env.PORT ?? '5000';
const node = process.execPath;

const api = spawn(node, ['--env-file-if-exists=.env', '--import', 'tsx', '--watch', 'api/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', PUBLIC_URL: `http://localhost:${uiPort}` },
});
const ui = spawn(node, ['node_modules/vite/bin/vite.js', '--config', 'ui/vite.config.ts', '--port', uiPort, '--strictPort'], {
  stdio: 'inherit',
  env: { ...process.env, API_PORT: apiPort },
});

const stop = () => {
  api.kill('SIGTERM');
  ui.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => {
  ui.kill('SIGTERM');
  process.exitCode = code ?? 0;
});
