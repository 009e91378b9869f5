export interface InstallCost {
  packages: number;
  megabytes: number;
}

/**
 * The packages npm installed into `dir` and the MB (MiB) its `node_modules` takes on disk (`du`).
 * The packages are npm's own record of what it installed, `node_modules/.package-lock.json`: the
 * lockfile also lists other platforms' optional packages.
 */
export declare function installCost(dir: string): InstallCost;
