// Written by scripts/generate-art.ts (`npm run art`, first step of `npm run build`): a hash of
// every generated picture. Commit it when it changes. See src/shared/art/art-url.ts.
export const ART_VERSION: string = '03b84f54b2';
