export declare const LIMIT_BYTES: number;
export declare const PANEL_LIMIT_BYTES: number;
export declare function bundleMswEntry(options?: Record<string, unknown>): Promise<Uint8Array>;
export declare function bundlePanelEntry(): Promise<Uint8Array>;
export declare const gzipped: (code: Uint8Array) => number;
