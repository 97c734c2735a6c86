// Component tests opt into jsdom with `// @vitest-environment jsdom`; this adds DOM matchers there.
import '@testing-library/jest-dom/vitest';
