/**
 * boardgame.io 0.50.2 builds its HTTP server (koa-socket-2) from `app.callback()` before it adds the lobby router.
 * Koa used to see middleware added later because koa-compose kept the array it was given; koa-compose 4.2 copies it,
 * so every lobby call answers 404. Here `callback()` composes again whenever the middleware list has grown.
 */
import Koa from 'koa';

export function composeLateMiddleware(): void {
  const original = Koa.prototype.callback;
  Koa.prototype.callback = function (this: Koa) {
    let composed: ReturnType<typeof original> | undefined;
    let count = -1;
    return (request, response) => {
      if (this.middleware.length !== count) {
        count = this.middleware.length;
        composed = original.call(this);
      }
      return composed!(request, response);
    };
  };
}
