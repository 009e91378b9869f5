export declare const VERSIONS: readonly string[];
export declare const CURRENT_VERSION: string;
export declare function previousVersion(version: string): string | undefined;
