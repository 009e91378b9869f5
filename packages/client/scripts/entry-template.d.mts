export declare function renderEntry(version: string, bundle: object): string;
