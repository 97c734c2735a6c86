export declare const CHROMIUM_PATH: string;
export declare function findPostgresBinDir(root?: string): string | undefined;
