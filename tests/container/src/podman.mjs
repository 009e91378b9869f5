// A podman of a test's own: its images, containers, volumes and networks in a folder of the test
// run (tests/support's scratchDir), named by the two files podman reads its settings from
// (CONTAINERS_CONF, CONTAINERS_STORAGE_CONF), so that a test touches nothing of the machine's
// podman and the folder's removal takes everything with it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RUN_MARKER, runDir, scratchDir } from '@dispute-api/test-support/cleanup';
import { runInGroup } from '@dispute-api/test-support/processes';

/**
 * vfs copies a whole image into each container where overlay would mount its layers: slower, but
 * nothing of the folder is ever mounted, so the reaper can remove it at any moment, even from
 * under a container still running when the test process was killed.
 */
export const STORAGE_DRIVER = 'vfs';

/**
 * What podman needs on the machines the project runs on (found by trying, see
 * apps/mock-image/README.md): runc, as crun refuses hybrid cgroups; cgroupfs, as there is no
 * systemd; no default ulimits, as raising the open-files limit is not permitted there.
 */
function containersConf(dir) {
  return `[containers]
default_ulimits = []

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
events_logfile_path = "${join(dir, 'events.log')}"
tmp_dir = "${join(dir, 'tmp')}"

[network]
network_config_dir = "${join(dir, 'networks')}"
`;
}

function storageConf(dir) {
  return `[storage]
driver = "${STORAGE_DRIVER}"
graphroot = "${join(dir, 'storage')}"
runroot = "${join(dir, 'run')}"
`;
}

/**
 * A new podman setup in a scratch folder: `env` carries it (give it to podman, podman-compose and
 * the scripts that call them), `podman(args)` runs podman with it and resolves with what it printed,
 * rejecting with its output when it fails.
 * @param {string} [name]
 */
export function podmanSandbox(name = 'podman') {
  const dir = scratchDir(name);
  writeFileSync(join(dir, 'containers.conf'), containersConf(dir));
  writeFileSync(join(dir, 'storage.conf'), storageConf(dir));
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    CONTAINERS_CONF: join(dir, 'containers.conf'),
    CONTAINERS_STORAGE_CONF: join(dir, 'storage.conf'),
  };
  /** @param {string[]} args @param {NodeJS.ProcessEnv} [extraEnv] */
  const podman = async (args, extraEnv = {}) => {
    const run = await runInGroup('podman', args, { env: { ...env, ...extraEnv } });
    if (run.code !== 0) {
      throw new Error(`podman ${args[0]} exited ${run.code ?? run.signal}:\n${run.stdout}${run.stderr}`);
    }
    return run.stdout;
  };
  return {
    dir,
    env,
    podman,
    /**
     * The run marker for a container's environment (`-e`): the container's own processes carry
     * it, so the reaper ends them too should the test process die (conmon, podman's monitor, is
     * started with an environment of its own and exits with the container).
     */
    marker: `${RUN_MARKER}=${runDir()}`,
    /** Removes every container, image, volume and network of this setup. */
    reset: () => podman(['system', 'reset', '--force']),
  };
}
