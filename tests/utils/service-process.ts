import { spawn } from 'node:child_process';

/** `npm start`'s service (without its build step) running in a child process. */
export interface ServiceProcess {
  /** `http://<host>:<port>` from the welcome line. */
  origin: string;
  pid: number;
  /** Everything the process printed so far. */
  output(): string;
  /** Sends SIGINT and resolves with the exit code once the process is gone. */
  stop(): Promise<number | null>;
}

/**
 * Runs src/service/cli/start.ts, the script `npm start` runs after building, with `env` on top of
 * this environment, and resolves once it prints its welcome line.
 */
export function startServiceProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/service/cli/start.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The service did not start in ${timeoutMs} ms:\n${printed}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      printed += chunk.toString();
      const welcome = /Ads Explorer: (http:\/\/\S+?)\/\s/.exec(printed);
      if (!welcome) return;
      clearTimeout(timer);
      child.stdout.off('data', read);
      child.stdout.on('data', (more: Buffer) => (printed += more.toString()));
      resolve({
        origin: welcome[1]!,
        pid: child.pid!,
        output: () => printed,
        stop: () => {
          child.kill('SIGINT');
          return exited;
        },
      });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The service exited with code ${code} before listening:\n${printed}`));
    });
  });
}
