import { ConfigError } from '../src/config';
import { DataDirInUseError } from '../src/db/data-dir';
import { OperationError } from '../src/ops/backup';

/**
 * Runs an operator command: relative paths (DATA_DIR, file arguments) are taken from the directory
 * npm was run in (INIT_CWD), as `npm start` takes DATA_DIR from there, not from the workspace npm
 * switches to. Expected refusals print their message alone; anything else prints its stack.
 */
export const runOperation = async (
  operation: (args: string[]) => Promise<{ ok: boolean; message: string }>,
) => {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  try {
    const { ok, message } = await operation(process.argv.slice(2));
    (ok ? process.stdout : process.stderr).write(`${message}\n`);
    process.exitCode = ok ? 0 : 1;
  } catch (error) {
    const expected =
      error instanceof OperationError ||
      error instanceof DataDirInUseError ||
      error instanceof ConfigError;
    process.stderr.write(
      `${expected ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  }
};
