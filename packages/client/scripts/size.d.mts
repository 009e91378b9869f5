export declare const LIMIT_BYTES: number;
export declare function measure(
  version: string,
): Promise<{ version: string; minified: number; gzipped: number }>;
