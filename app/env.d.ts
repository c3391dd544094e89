interface ImportMetaEnv {
  /** Where the strings' files are served, with their version (scripts/vite-strings.ts). */
  readonly STRINGS_BASE: string;
}
