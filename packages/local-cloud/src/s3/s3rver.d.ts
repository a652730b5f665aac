/** The part of s3rver 3.7's API the local cloud uses (the package ships no types). */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** The HTTP server `run()` started (undefined before). */
    httpServer?: import('node:http').Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
