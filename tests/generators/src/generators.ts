// The code generators partners use, each run as its documentation shows (its command line, or the
// smallest config file it needs), with the workaround the compatibility table names, and the
// findings about its output that the table reports. The test checks every finding still occurs.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mustRun } from './tools.js';
import type { Workspace } from './workspace.js';

type Files = Map<string, string>;

export interface Finding {
  /** A sentence of the table's notes. */
  text: string;
  /** Whether the generated files of one bundle show it. */
  occurs: (files: Files) => boolean;
}

export interface Generator {
  /** Names its consumer (consumer/<id>.ts) and its work folders. */
  id: string;
  /** The tool as the table names it. */
  name: string;
  /** The packages whose pinned versions the table shows. */
  packages: string[];
  /** Writes the client of `ws.bundle` into `ws.dir`/generated, as the tool's defaults make it. */
  generate: (ws: Workspace) => void;
  /** Only where the default output does not compile; its text may also name what the call does (consumer/). */
  workaround?: { text: string; generate: (ws: Workspace) => void };
  findings: Finding[];
}

const anyFile = (files: Files, pattern: RegExp) => [...files.values()].some((text) => pattern.test(text));

/** Kubb has no command-line form: its plugins are set in a config file. */
function kubb(ws: Workspace, output: Record<string, unknown>) {
  const config = {
    root: '.',
    input: { path: ws.bundle },
    output: { path: './generated', clean: true, format: false, ...output },
  };
  writeFileSync(
    join(ws.dir, 'kubb.config.mjs'),
    `import { defineConfig } from '@kubb/core';
import { pluginOas } from '@kubb/plugin-oas';
import { pluginTs } from '@kubb/plugin-ts';
import { pluginClient } from '@kubb/plugin-client';

export default defineConfig({
  ...${JSON.stringify(config)},
  plugins: [pluginOas(), pluginTs(), pluginClient({ client: 'fetch', bundle: true })],
});
`,
  );
  mustRun('kubb', ['generate', '--config', 'kubb.config.mjs'], ws.dir);
}

export const GENERATORS: Generator[] = [
  {
    id: 'openapi-typescript',
    name: 'openapi-typescript + openapi-fetch',
    packages: ['openapi-typescript', 'openapi-fetch'],
    generate: (ws) => mustRun('openapi-typescript', [ws.bundle, '-o', 'generated/schema.ts'], ws.dir),
    findings: [
      {
        text:
          "types the alert page's `totalPages` (`{ not: {} }`) as `unknown`; its `transform` option can " +
          'make it `never`, as `packages/client/scripts/generate.mjs` does',
        occurs: (files) => anyFile(files, /totalPages\?: unknown;/),
      },
    ],
  },
  {
    id: 'hey-api',
    name: '@hey-api/openapi-ts (client-fetch)',
    packages: ['@hey-api/openapi-ts'],
    generate: (ws) =>
      mustRun(
        'openapi-ts',
        ['-i', ws.bundle, '-o', 'generated', '-c', '@hey-api/client-fetch', '--no-log-file'],
        ws.dir,
      ),
    findings: [
      {
        text: "types the alert page's `totalPages` (`{ not: {} }`) as `unknown`",
        occurs: (files) => anyFile(files, /totalPages\?: unknown;/),
      },
    ],
  },
  {
    id: 'orval',
    name: 'orval (fetch)',
    packages: ['orval'],
    // orval takes the base address at generation (`output.baseUrl`), so its config names the sandbox.
    generate: (ws) => {
      const config = {
        sandbox: {
          input: ws.bundle,
          output: { target: './generated/api.ts', client: 'fetch', baseUrl: ws.baseUrl },
        },
      };
      writeFileSync(join(ws.dir, 'orval.config.mjs'), `export default ${JSON.stringify(config, null, 2)};\n`);
      mustRun('orval', ['--config', 'orval.config.mjs'], ws.dir);
    },
    findings: [],
  },
  {
    id: 'oazapfts',
    name: 'oazapfts',
    packages: ['oazapfts', '@oazapfts/runtime'],
    generate: (ws) => mustRun('oazapfts', [ws.bundle, 'generated/api.ts'], ws.dir),
    workaround: {
      text: 'replace `status: 2XX;` by `status: number;` in the generated file (oazapfts writes a range key as a number)',
      generate: (ws) => {
        mustRun('oazapfts', [ws.bundle, 'generated/api.ts'], ws.dir);
        const file = join(ws.dir, 'generated/api.ts');
        writeFileSync(file, readFileSync(file, 'utf8').replaceAll(/status: [1-5]XX;/g, 'status: number;'));
      },
    },
    findings: [
      {
        text: 'writes `status: 2XX;` for a `2XX` answer (TS1351)',
        occurs: (files) => anyFile(files, /status: 2XX;/),
      },
    ],
  },
  {
    id: 'kubb',
    name: 'Kubb (plugin-ts, plugin-client fetch)',
    packages: ['@kubb/cli'],
    generate: (ws) => kubb(ws, {}),
    workaround: {
      text:
        "`output.extension: { '.ts': '' }` in kubb.config (imports without `.ts`); and the fetch client " +
        "sends no `Content-Type`: give `setConfig` the header `'Content-Type': 'application/json'`",
      generate: (ws) => kubb(ws, { extension: { '.ts': '' } }),
    },
    findings: [
      {
        text: 'imports with a `.ts` extension (TS5097 without `allowImportingTsExtensions`)',
        occurs: (files) => anyFile(files, /from "\.\.?\/[^"]+\.ts"/),
      },
      {
        text: 'types the answer of an operation documented with `2XX` as `any` (the `<Operation>2XX` type is right)',
        occurs: (files) => anyFile(files, /MutationResponse = any;|QueryResponse = any;/),
      },
      {
        text: "types the alert page's `totalPages` (`{ not: {} }`) as `any`",
        occurs: (files) => anyFile(files, /totalPages\?: any;/),
      },
      {
        text: 'its fetch client sends a JSON body without `Content-Type`',
        occurs: (files) => !/Content-Type/i.test(files.get('.kubb/fetch.ts') ?? 'Content-Type'),
      },
    ],
  },
  {
    id: 'swagger-typescript-api',
    name: 'swagger-typescript-api (fetch)',
    packages: ['swagger-typescript-api'],
    generate: (ws) =>
      mustRun(
        'swagger-typescript-api',
        ['generate', '-p', ws.bundle, '-o', 'generated', '-n', 'Api.ts', '--silent'],
        ws.dir,
      ),
    findings: [
      {
        text: 'drops `null` from the enumerations that allow it (`type: [string, "null"]` with `null` in `enum`)',
        occurs: (files) => anyFile(files, /three_d_secure_result\?: "passed" \| "failed";/),
      },
    ],
  },
];
