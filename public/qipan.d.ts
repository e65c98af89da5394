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

  /** Why a game ended ('' while it goes on); see docs/api.md. */
  type EndReason =
    | ''
    | 'checkmate'
    | 'stalemate'
    | 'perpetual_check'
    | 'repetition'
    | 'move_limit'
    | 'insufficient_material'
    | 'den'
    | 'no_pieces'
    | 'no_moves';

  /** Whether the game is over, who won (null for a draw or while it goes on), and why. */
  interface GameStatus<Side extends string> {
    over: boolean;
    winner: Side | null;
    reason: EndReason;
  }

  type XiangqiSide = 'red' | 'black';

  /**
   * A game of xiangqi (docs/xiangqi.md). Squares are ICCS names, files a–i from
   * Red's left and ranks 0–9 from Red's back rank ('h2'); moves are ICCS
   * ('h2e2'). Every method throws an Error naming the problem on a bad
   * argument and then leaves the board unchanged. Free it with delete().
   */
  interface Xiangqi {
    /** The position as a FEN: "<board> w|b - - <plies since capture> <move number>". */
    fen(): string;
    turn(): XiangqiSide;
    /** Every legal move in ICCS; empty once the game is over. */
    legalMoves(): string[];
    /** The legal moves of the piece on `square`; [] for an empty point or a piece of the side not to move. */
    legalMovesFrom(square: string): string[];
    /** The FEN letter of the piece on `square` ('K', 'a', …), '' when empty. */
    pieceAt(square: string): string;
    /** Plays a legal move, in ICCS, WXF or Chinese; throws on any other, and once the game is over. */
    play(move: string): void;
    /** Takes back the last move; false when there is none. */
    undo(): boolean;
    /** The moves played since the constructor, in ICCS. */
    history(): string[];
    /** Whether the side to move's general is attacked. */
    inCheck(): boolean;
    status(): GameStatus<XiangqiSide>;
    /** Leaves of the legal-move tree `depth` (0–8) plies deep. */
    perft(depth: number): number;
    /** The WXF name of a legal move: 'C2.5', 'H8+7', 'R+.6'. */
    toWxf(move: string): string;
    /** The Chinese name of a legal move: '炮二平五', '马8进7'. */
    toChinese(move: string): string;
    /** The legal move named in ICCS, WXF or Chinese notation, as ICCS; throws when it names none. */
    parseMove(text: string): string;
    /** Frees the board. */
    delete(): void;
  }

  interface XiangqiConstructor {
    /** The start position, or the position of `fen` (undefined: the start); throws on a bad FEN. */
    new (fen?: string): Xiangqi;
  }

  /** The loaded module. */
  interface Qipan {
    /** The module's version, e.g. "0.1.0". */
    version(): string;
    /** Reads a square name ('h2' in xiangqi, 'd1' in jungle); throws on a name off the board. */
    parseSquare(game: GameName, square: string): SquareCoord;
    /** Names the square at 0-based file and rank; throws when off the board. */
    squareName(game: GameName, file: number, rank: number): string;
    /** Xiangqi (Chinese chess) boards. */
    Xiangqi: XiangqiConstructor;
  }
}

declare global {
  /** The factory, as a global when qipan.js is loaded by a <script> tag. */
  const createQipan: (options?: createQipan.Options) => Promise<createQipan.Qipan>;
}

export = createQipan;
