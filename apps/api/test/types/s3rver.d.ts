/** s3rver (the S3-compatible test server) ships no types; test/helpers/s3-server.ts types what it uses. */
declare module 's3rver';
