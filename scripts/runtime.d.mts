export declare function pinnedRange(): string;
export declare function pinnedMajor(): number;
export declare function runtimeLines(version?: string): string[];
