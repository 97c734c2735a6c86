// The index written by scripts/vite-search-index.ts, emitted by Vite under a content-hashed name.
import indexUrl from '~/generated/search-index.json?url';

export default indexUrl;
