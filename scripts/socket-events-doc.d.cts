export declare function socketEventsMarkdown(options?: { wireText?: string }): string;
export declare function socketEventsDoc(options?: { wireText?: string }): Promise<string>;
export declare const SOCKET_EVENTS_DOC: string;
