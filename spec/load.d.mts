export function loadBundle(version: string, dir?: string): Record<string, unknown>;
