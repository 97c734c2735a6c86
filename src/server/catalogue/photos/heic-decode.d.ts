// Types for heic-decode (it ships none): what heic.ts uses.
declare module 'heic-decode' {
  export interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  }
  type Decode = {
    (input: { buffer: Uint8Array }): Promise<{
      width: number;
      height: number;
      data: Uint8ClampedArray;
    }>;
    all(input: { buffer: Uint8Array }): Promise<HeicImage[] & { dispose(): void }>;
  };
  const decode: Decode;
  export default decode;
}
