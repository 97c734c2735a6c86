export declare function vitestFailures(file: string, root?: string): string[];
export declare function playwrightFailures(file: string): string[];
export declare function capped(lines: string[]): string[];
