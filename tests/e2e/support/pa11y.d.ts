// Types for pa11y (it ships none): what tests/e2e/pa11y.spec.ts uses.
declare module 'pa11y' {
  export interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    selector: string;
    runner: 'htmlcs' | 'axe';
  }
  export interface Pa11yOptions {
    runners?: ('htmlcs' | 'axe')[];
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    viewport?: { width: number; height: number; isMobile?: boolean; hasTouch?: boolean };
    levelCapWhenNeedsReview?: 'error' | 'warning' | 'notice';
    timeout?: number;
    chromeLaunchConfig?: { executablePath?: string; args?: string[] };
  }
  export default function pa11y(
    url: string,
    options?: Pa11yOptions,
  ): Promise<{ pageUrl: string; documentTitle: string; issues: Pa11yIssue[] }>;
}
