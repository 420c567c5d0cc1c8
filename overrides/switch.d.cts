export declare function offList(env?: Record<string, string | undefined>): string[];
export declare function isOn(id: string, env?: Record<string, string | undefined>): boolean;
