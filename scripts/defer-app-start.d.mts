export declare const APP_START_ID: string;
export interface AppStart {
  preload: string[];
  manifest: string;
  routes: Record<string, string>;
  entry: string;
}
export declare function readReactRouterStart(html: string): AppStart | null;
export declare function deferAppStart(html: string): string;
export declare function deferAppStartIn(clientDir: string): number;
