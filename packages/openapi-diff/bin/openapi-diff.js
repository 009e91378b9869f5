#!/usr/bin/env node
// The command's entry, committed rather than built: the package manager links the command to it at
// install, and in this workspace that comes before the build makes dist/ (pnpm warned "Failed to
// create bin" for every package that depends on openapi-diff). It only runs the built CLI.
import '../dist/cli.js';
