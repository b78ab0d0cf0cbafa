export declare const MEDIA_TYPES: Readonly<Record<string, string>>;
export declare const COMPRESSIBLE_TYPES: ReadonlySet<string>;
export declare const MIN_COMPRESS_BYTES: number;
export declare function mediaTypeOf(fileName: string): string | undefined;
export declare function isCompressible(contentType: string | null | undefined): boolean;
