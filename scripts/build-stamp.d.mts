export declare function buildDir(): string;
export declare function sourceFingerprint(): string;
export declare function buildIsCurrent(): boolean;
