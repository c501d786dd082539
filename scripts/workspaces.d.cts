export declare const repoRoot: string;
export declare function gameWorkspaces(): string[];
export declare function boardWorkspaces(): string[];
export declare function rulesProjects(): string[];
