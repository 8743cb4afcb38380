export declare const SERVER_HEAP_MB: number;
export declare const SERVER_NODE_FLAGS: string[];
