import type { SpawnOptions } from 'node:child_process';

export declare function run(
  command: string,
  args: string[],
  options?: SpawnOptions,
): Promise<number>;
export declare function bin(name: string): string;
export declare function runTs(
  file: string,
  args?: string[],
  options?: SpawnOptions,
): Promise<number>;
