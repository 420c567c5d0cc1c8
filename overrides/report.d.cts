export declare const REPORT: string;
export interface FiredReport {startedAt: string | null; off: string[]; fired: Record<string, string[]>}
export declare function reportFile(siteDir?: string): string;
export declare function readReport(file: string): FiredReport | null;
export declare function resetReport(siteDir: string, off: string[]): void;
export declare function recordFired(siteDir: string, ids: string[], where: string): void;
export declare function detectors(siteDir?: string): {id: string; loader?: string; module?: string}[];
export declare function firedIn(modules: {identifier: string; resource: string}[], found?: {id: string; loader?: string; module?: string}[]): string[];
export declare class FiredReporter {
  constructor(siteDir: string, side: string);
  apply(compiler: unknown): void;
}
