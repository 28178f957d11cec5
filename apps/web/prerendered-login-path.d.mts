export declare const prerenderedLoginTest: string;
