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

  /** The loaded module. */
  interface Qipan {
    /** The module's version, e.g. "0.1.0". */
    version(): string;
    /** Reads a square name ('h2' in xiangqi, 'd1' in jungle); throws on a name off the board. */
    parseSquare(game: GameName, square: string): SquareCoord;
    /** Names the square at 0-based file and rank; throws when off the board. */
    squareName(game: GameName, file: number, rank: number): string;
  }
}

declare global {
  /** The factory, as a global when qipan.js is loaded by a <script> tag. */
  const createQipan: (options?: createQipan.Options) => Promise<createQipan.Qipan>;
}

export = createQipan;
