// Type declarations for qipan.js, the rules and pathfinding module.
// The contract is docs/api.md; every call throws an Error with a message on a
// bad argument and leaves state unchanged.
//
//   const createQipan = require('./qipan.js');      // Node, CommonJS
//   <script src="qipan.js"></script>                // browser: a global createQipan
//   const qipan = await createQipan();

declare function createQipan(options?: createQipan.Options): Promise<createQipan.Qipan>;

declare namespace createQipan {
  /** Options of the Emscripten factory. */
  interface Options {
    /** Where to find `qipan.wasm` (default: beside qipan.js). */
    locateFile?: (path: string, prefix: string) => string;
    /** The wasm bytes, if the caller has them already. */
    wasmBinary?: ArrayBuffer | Uint8Array;
  }

  /** A square's 0-based coordinates: file from the first player's left, rank from their back rank. */
  interface SquareCoord {
    file: number;
    rank: number;
  }

  type GameName = 'xiangqi' | 'jungle';

  /** A cell of a tactics map: x from 0 at the left, y from 0 at the top. */
  interface Cell {
    x: number;
    y: number;
  }

  /** A cell of a movement range and the cheapest cost of moving there. */
  interface Reach extends Cell {
    cost: number;
  }

  /** The built-in terrains; `setMoveCost` adds others. */
  type Terrain = 'plain' | 'road' | 'forest' | 'hill' | 'mountain' | 'water' | 'wall' | (string & {});
  /** The built-in movement classes; `addMoveClass` adds others. */
  type MoveClass = 'foot' | 'mounted' | 'flying' | (string & {});
  type TacticsOption = 'alliesBlock' | 'zoc';

  /** What `addUnit` takes. Unknown fields throw. */
  interface UnitSpec {
    /** 0..255; units of different teams are enemies. */
    team: number;
    x: number;
    y: number;
    /** Move points, 0..1e9; `Infinity` means unbounded (1e9). */
    move: number;
    /** Default 'foot'. */
    moveClass?: MoveClass;
    /** Least attack distance (Manhattan), 0..8192; default 1. */
    minRange?: number;
    /** Greatest attack distance, minRange..8192; default minRange. */
    maxRange?: number;
  }

  /** A unit on the map, as `unit(id)` and `units()` describe it. */
  interface Unit {
    id: number;
    team: number;
    x: number;
    y: number;
    move: number;
    moveClass: MoveClass;
    minRange: number;
    maxRange: number;
  }

  /** A tactics (SRPG) map: terrain, units, movement ranges, paths, attack ranges. See docs/tactics.md. */
  interface TacticsMap {
    width(): number;
    height(): number;
    /** Sets the terrain of a cell; throws on a cell off the map or an unknown terrain. */
    setTerrain(x: number, y: number, terrain: Terrain): void;
    terrainAt(x: number, y: number): Terrain;
    /** Cost 1..100 of entering `terrain` for `moveClass`, or 0 for impassable; a new terrain name is added. */
    setMoveCost(terrain: Terrain, moveClass: MoveClass, cost: number): void;
    /** The cost of entering `terrain` for `moveClass`, 0 when impassable. */
    moveCost(terrain: Terrain, moveClass: MoveClass): number;
    /** Adds a movement class with the costs of `like`, or impassable everywhere without it. */
    addMoveClass(name: string, like?: MoveClass): void;
    setOption(name: TacticsOption, value: boolean): void;
    option(name: TacticsOption): boolean;
    /** Adds a unit and returns its id (0, 1, 2, ...; never reused). */
    addUnit(unit: UnitSpec): number;
    moveUnit(id: number, x: number, y: number): void;
    removeUnit(id: number): void;
    unit(id: number): Unit;
    /** The id of the unit on a cell, or null. */
    unitAt(x: number, y: number): number | null;
    /** Every unit, in order of id. */
    units(): Unit[];
    /** The movement range, row by row. */
    reachable(id: number): Reach[];
    /** The cost of ending the move on each cell (row-major, width × height), -1 where the unit cannot. */
    distanceField(id: number): Int32Array;
    /** A cheapest path with the fewest turns, from the unit's cell to (x, y) included; [] if out of range. */
    pathTo(id: number, x: number, y: number): Cell[];
    /** Cells at an attack distance from some cell of the movement range, row by row. */
    attackRange(id: number): Cell[];
    /** The union of the attack ranges of the units not on `team` (0..255), row by row. */
    dangerZone(team: number): Cell[];
    /** Frees the map. */
    delete(): void;
  }

  /** The loaded module. */
  interface Qipan {
    /** The module's version, e.g. "0.1.0". */
    version(): string;
    /** Reads a square name ('h2' in xiangqi, 'd1' in jungle); throws on a name off the board. */
    parseSquare(game: GameName, square: string): SquareCoord;
    /** Names the square at 0-based file and rank; throws when off the board. */
    squareName(game: GameName, file: number, rank: number): string;
    /** A width × height tactics map (1..4096 a side) of plain cells. */
    TacticsMap: new (width: number, height: number) => TacticsMap;
  }
}

declare global {
  /** The factory, as a global when qipan.js is loaded by a <script> tag. */
  const createQipan: (options?: createQipan.Options) => Promise<createQipan.Qipan>;
}

export = createQipan;
