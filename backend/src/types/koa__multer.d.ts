// @koa/multer ships no types: multer's options, with Koa middleware instead of Express handlers.
declare module '@koa/multer' {
  import type { Middleware } from 'koa';
  import type { Field, Options, StorageEngine } from 'multer';

  interface KoaMulterInstance {
    single(fieldName: string): Middleware;
    array(fieldName: string, maxCount?: number): Middleware;
    fields(fields: readonly Field[]): Middleware;
    none(): Middleware;
    any(): Middleware;
  }

  function multer(options?: Options): KoaMulterInstance;
  namespace multer {
    function memoryStorage(): StorageEngine;
    function diskStorage(options: unknown): StorageEngine;
  }
  export = multer;
}
