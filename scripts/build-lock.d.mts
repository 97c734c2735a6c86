export declare const BUILD_LOCK: string;
export declare function lockHolder(file?: string): number | undefined;
export declare function withBuildLock<T>(
  fn: () => T | Promise<T>,
  options?: { file?: string; onWait?: (pid: number) => void },
): Promise<T>;
