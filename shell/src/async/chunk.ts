/** A chunk's module, loaded once per page load however many ask for it; a failed load is forgotten, to be tried again. */
export interface Chunk<M> {
  load(): Promise<M>;
  /** The module, if it has loaded already. */
  loaded(): M | undefined;
}

export function chunk<M>(importChunk: () => Promise<M>): Chunk<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load() {
      loading ??= importChunk().then(
        (loadedModule) => (module = loadedModule),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
}
