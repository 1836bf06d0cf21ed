/**
 * The CLI's remote mode: `kiln-generate "<description>" --server https://kiln.example` asks a Kiln
 * server to generate, with the personal API key in KILN_API_KEY, so the generation counts toward
 * the account's quota. Part of the CLI entry: the engine's core never reaches the network.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { writeTakes, type WrittenTake } from './cli-variants';

export interface RemoteRequest {
  server: string;
  description: string;
  framework?: string;
  out?: string;
  variants?: number;
  json: boolean;
}

export interface RemoteIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: Record<string, string | undefined>;
  fetch?: typeof fetch;
}

interface RemoteFile {
  path: string;
  content: string;
}

/** One item of a requirements checklist, as the engine and the server's answers carry it. */
export interface ChecklistLine {
  label: string;
  met: boolean;
  reason?: string | undefined;
}

/** The checklist as the CLI prints it: "Requirements: 2 of 3 met", then ✓ or ✗ with the reason. */
export const checklistText = (items: readonly ChecklistLine[] | undefined): string => {
  if (!items?.length) return '';
  const met = items.filter((item) => item.met).length;
  const lines = items.map((item) =>
    item.met ? `  ✓ ${item.label}` : `  ✗ ${item.label}${item.reason ? ` — ${item.reason}` : ''}`,
  );
  return `\nRequirements: ${met} of ${items.length} met\n${lines.join('\n')}\n`;
};

interface RemoteAnswer {
  success?: boolean;
  data?: {
    name?: string;
    files?: RemoteFile[];
    instructions?: string;
    checklist?: ChecklistLine[];
    variants?: WrittenTake[];
  };
  error?: { code?: string; message?: string };
}

const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Z0-9-]+/gi, '-')
    .toLowerCase();

/** Runs one remote generation; exit codes as the local mode: 0 done, 1 refused, 2 bad usage. */
export async function runRemote(request: RemoteRequest, io: RemoteIo): Promise<number> {
  const apiKey = io.env.KILN_API_KEY?.trim();
  if (!apiKey) {
    io.stderr(
      'kiln-generate: --server needs a personal API key in KILN_API_KEY (Settings → Security → API keys).\n',
    );
    return 2;
  }
  if (!URL.canParse(request.server)) {
    io.stderr(`kiln-generate: --server must be a URL, not "${request.server}".\n`);
    return 2;
  }
  const url = new URL('/api/ai/generate', request.server);
  let answer: RemoteAnswer;
  let status: number;
  try {
    const response = await (io.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({
        description: request.description,
        ...(request.framework ? { framework: request.framework } : {}),
        ...(request.variants ? { variants: request.variants } : {}),
      }),
      signal: AbortSignal.timeout(60_000),
    });
    status = response.status;
    answer = (await response.json()) as RemoteAnswer;
  } catch (error) {
    io.stderr(`kiln-generate: could not reach ${url.origin}: ${(error as Error).message}\n`);
    return 1;
  }
  if (!answer.success || !answer.data?.files) {
    io.stderr(
      `kiln-generate: the server refused (${status}${answer.error?.code ? ` ${answer.error.code}` : ''}): ${answer.error?.message ?? 'no answer'}\n`,
    );
    return 1;
  }
  if (request.json) {
    io.stdout(`${JSON.stringify(answer.data, null, 2)}\n`);
    return 0;
  }
  const folder = resolve(io.cwd, request.out ?? kebab(answer.data.name ?? 'component'));
  mkdirSync(folder, { recursive: true });
  for (const file of answer.data.files) {
    // The server names the files; only their base names are used, so no path can leave the folder.
    const target = join(folder, basename(file.path));
    writeFileSync(target, file.content);
    io.stdout(`wrote ${target}\n`);
  }
  if (answer.data.instructions) io.stdout(`\n${answer.data.instructions}\n`);
  io.stdout(checklistText(answer.data.checklist));
  if (answer.data.variants) writeTakes(folder, answer.data.variants, io.stdout);
  return 0;
}
