// The proxy's recording file (`--record FILE`): written empty when the proxy starts, so that a file
// that cannot be written stops the start rather than the end of a long session; then again a
// second after an answer showed new records, at most once a second, so that a proxy killed without
// a chance to stop (SIGKILL, a crash, a CI job cut off) leaves the records of all but its last
// second; and whole when it stops. Each write replaces the file at once (own-data-file.ts). Each
// write scrubs and checks the whole recording again, so a large one is written less often: never
// sooner than ten times as long as the last write took, so that writing keeps to a tenth of the time.
import { StartupError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { counted } from '../core/plural.js';
import type { Recording } from '../core/proxy/recorder.js';
import { writeOwnData } from './own-data-file.js';

/** How long after a new record the file is written, at least; writes come at most this often. */
const RECORDING_WRITE_DELAY_MS = 1_000;

export interface RecordingFile {
  /** Where the recording comes from, and where to log, once the engine exists. */
  follow(take: () => Promise<Recording>, logger: Logger): void;
  /** The recording gained records: the file is written within the delay. */
  changed(): void;
  /** Writes the file a last time, logging what it holds and the records left out. */
  close(): Promise<void>;
}

const recordCount = (data: Recording['data']) =>
  Object.values(data).reduce(
    (n, collections) => n + Object.values(collections ?? {}).reduce((m, list) => m + (list?.length ?? 0), 0),
    0,
  );

/**
 * Starts the file: writes it empty, or throws the StartupError that says why it cannot. `raw` (the
 * personal data kept as answered) is repeated in the last line, beside the file's name: the warning
 * at the start may be far up a long log by then.
 */
export function recordingFile(file: string, raw = false): RecordingFile {
  try {
    writeOwnData(file, {});
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new StartupError(`cannot write the recording ${file}: ${why}`);
  }
  let take: (() => Promise<Recording>) | undefined;
  let logger: Logger | undefined;
  let delayMs = RECORDING_WRITE_DELAY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  // One write at a time, in order: each follows the last one.
  let writing: Promise<Recording | undefined> = Promise.resolve(undefined);
  const write = () => {
    // A write that failed (and was logged) does not stop the next one.
    writing = writing
      .catch(() => undefined)
      .then(async () => {
        if (!take) return undefined;
        const began = performance.now();
        const recording = await take();
        writeOwnData(file, recording.data);
        delayMs = Math.max(RECORDING_WRITE_DELAY_MS, 10 * (performance.now() - began));
        return recording;
      });
    return writing;
  };
  const onTime = () => {
    timer = undefined;
    write().catch((error: unknown) => logger?.error(`recording: cannot write ${file}: ${String(error)}`));
  };
  return {
    follow(from, to) {
      take = from;
      logger = to;
    },
    changed() {
      // An exchange still in flight at shutdown must not write after the last write.
      if (timer || closed) return;
      timer = setTimeout(onTime, delayMs);
      // A pending write does not keep the process alive; stopping writes the file anyway.
      timer.unref();
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      const recording = await write();
      if (!recording) return;
      for (const line of recording.leftOut) logger?.warn(`recording: ${line}`);
      const kept = raw ? '; it holds the personal data as answered (raw)' : '';
      logger?.info(`recorded ${counted(recordCount(recording.data), 'record')} to ${file}${kept}`);
    },
  };
}
