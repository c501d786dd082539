export declare function configurationMarkdown(options?: { settingsText?: string }): string;
export declare function configurationDoc(options?: { settingsText?: string }): Promise<string>;
export declare const CONFIGURATION_DOC: string;
