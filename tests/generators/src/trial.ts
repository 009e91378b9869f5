// Tries one generator on one bundle as a partner would: generate, compile strictly with a call of
// the client, and, when that compiles, make the call against the sandbox.
import { pathToFileURL } from 'node:url';
import type { Outcome } from '../consumer/common.js';
import type { Generator } from './generators.js';
import { addConsumer, compileErrors, createWorkspace, generatedFiles, type Workspace } from './workspace.js';

export interface Trial {
  version: string;
  /** TypeScript error codes of the default output with the call; none: it compiles. */
  errors: string[];
  /** The same with the generator's workaround, where it has one and the default does not compile. */
  workaroundErrors?: string[];
  /** Whether the call worked against the sandbox, and through which output. */
  runs: 'yes' | 'yes, with the workaround' | 'no' | 'not tried';
  /** Why the call failed. */
  runError?: string;
  /** The texts of the generator's findings that this bundle's default output shows. */
  findings: string[];
}

type Call = (baseUrl: string, apiKey: string, webhookUrl: string) => Promise<Outcome>;

function prepared(g: Generator, ws: Workspace, generate: (ws: Workspace) => void): string {
  generate(ws);
  return addConsumer(ws, g.id);
}

/** Calls the sandbox through the generated client; the reason it failed, or undefined. */
async function callFails(consumer: string, ws: Workspace, apiKey: string): Promise<string | undefined> {
  const webhookUrl = `https://partner.example/hooks/${ws.dir.split('/').at(-1)}`;
  try {
    const { run } = (await import(pathToFileURL(consumer).href)) as { run: Call };
    const outcome = await run(ws.baseUrl, apiKey, webhookUrl);
    if (outcome.disputes < 1) return `the dispute list came back with ${outcome.disputes} items`;
    if (!outcome.webhookUrls.includes(webhookUrl)) return 'the registered webhook is not in the list';
    return undefined;
  } catch (error) {
    // Some clients throw the Response itself.
    const status = (error as { status?: unknown }).status;
    return error instanceof Error
      ? error.message
      : `threw ${typeof status === 'number' ? `status ${status}` : String(error)}`;
  }
}

export async function tryGenerator(
  g: Generator,
  root: string,
  version: string,
  baseUrl: string,
  apiKey: string,
): Promise<Trial> {
  const plain = createWorkspace(root, g.id, version, baseUrl);
  const plainConsumer = prepared(g, plain, g.generate);
  const files = generatedFiles(plain);
  const trial: Trial = {
    version,
    errors: compileErrors(plain),
    runs: 'not tried',
    findings: g.findings.filter((f) => f.occurs(files)).map((f) => f.text),
  };
  let target: { ws: Workspace; consumer: string; runs: Trial['runs'] } | undefined =
    trial.errors.length === 0 ? { ws: plain, consumer: plainConsumer, runs: 'yes' } : undefined;
  if (target === undefined && g.workaround !== undefined) {
    const fixed = createWorkspace(root, `${g.id}-workaround`, version, baseUrl);
    const consumer = prepared(g, fixed, g.workaround.generate);
    trial.workaroundErrors = compileErrors(fixed);
    if (trial.workaroundErrors.length === 0)
      target = { ws: fixed, consumer, runs: 'yes, with the workaround' };
  }
  if (target !== undefined) {
    trial.runError = await callFails(target.consumer, target.ws, apiKey);
    trial.runs = trial.runError === undefined ? target.runs : 'no';
  }
  return trial;
}
