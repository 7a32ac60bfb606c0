/** The shown names of one entity's records: id → name. */
export type NameTable = ReadonlyMap<string, string>;

/**
 * The names of referenced records for one screen, loaded once per entity and kept: `request` starts a
 * load, `peek` reads what is there. A cache made to replace an older one (after a write, or another
 * role) shows the older names until its own arrive, so links do not flicker back to ids.
 */
export class RefNameCache {
  private readonly tables = new Map<string, NameTable | null>();
  private readonly started = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  constructor(
    private readonly load: (entity: string) => Promise<NameTable | null>,
    private readonly stale: RefNameCache | null = null,
  ) {}

  /** Starts loading an entity's names unless it has started already. */
  request(entity: string): void {
    if (this.started.has(entity)) return;
    this.started.add(entity);
    void this.load(entity)
      .catch(() => null)
      .then((table) => {
        this.tables.set(entity, table);
        this.version++;
        for (const listener of [...this.listeners]) listener();
      });
  }

  /** The names loaded so far for an entity (the older cache's while loading), or null. */
  peek(entity: string): NameTable | null {
    if (this.tables.has(entity)) return this.tables.get(entity) ?? null;
    return this.stale?.peek(entity) ?? null;
  }

  /** Calls `listener` whenever a table arrives; returns the function that stops it. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A number that changes whenever a table arrives. */
  readonly getVersion = (): number => this.version;
}
