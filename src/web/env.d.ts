interface ImportMetaEnv {
  /** Set at build time from the PUBLIC_URL environment variable (vite.config.ts). */
  readonly PUBLIC_URL?: string;
}
