// Type declarations for qipan.js, the rules and pathfinding module.
// The contract is docs/api.md; every call throws an Error with a message on a
// bad argument and leaves state unchanged.
//
//   const createQipan = require('./qipan.js');      // Node, CommonJS
//   import createQipan from 'qipan';                // ES module (qipan.d.mts)
//   <script src="qipan.js"></script>                // browser: a global createQipan (qipan-global.d.ts)
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

  // [SECTION] Shared by the board games

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
  interface GameStatus<Side extends string, Reason extends string = EndReason> {
    over: boolean;
    winner: Side | null;
    reason: Reason;
  }

  // [SECTION] Errors and the calls for a board UI (issue 14)

  /**
   * The `code` of every Error the module throws (docs/api.md, "Error codes"):
   * stable names for a program to branch on; the message is for people.
   */
  type ErrorCode =
    | 'bad_argument'
    | 'bad_square'
    | 'bad_move'
    | 'illegal_move'
    | 'game_over'
    | 'bad_fen'
    | 'bad_budget'
    | 'unknown_name'
    | 'bad_unit'
    | 'refused'
    | 'bad_data'
    | 'bad_record_move'
    | 'not_in_module';

  /** An Error thrown by the module: its message and its code. */
  interface QipanError extends Error {
    code: ErrorCode;
  }

  /** A piece and its square, as pieces() lists them. */
  interface PieceOn<Side extends string> {
    square: string;
    /** The FEN letter. */
    piece: string;
    side: Side;
  }

  /** What a legal Xiangqi move does (moveInfo). */
  interface XiangqiMoveInfo {
    from: string;
    to: string;
    /** FEN letters; `captured` is '' for a quiet move. */
    piece: string;
    captured: string;
    givesCheck: boolean;
    /** 'C2.5' */
    wxf: string;
    /** '炮二平五' */
    chinese: string;
  }

  /** What a legal Jungle move does (moveInfo). */
  interface JungleMoveInfo {
    from: string;
    to: string;
    piece: string;
    captured: string;
    /** It enters the other side's den (and so wins). */
    entersDen: boolean;
    /** It ends on a trap square (either side's). */
    entersTrap: boolean;
    /** It ends in the river. */
    swims: boolean;
    /** It jumps a lake. */
    jumps: boolean;
  }

  /** What play() did: moveInfo's facts (taken before the move) and `move`,
   *  the move in the game's coordinates ('h2e2' in ICCS, 'a3a4'). */
  type Played<MoveInfo> = MoveInfo & { move: string };

  /**
   * Why a move is refused (explain): a stable code and the reason in English
   * and Chinese, e.g. {code: 'horse_leg', en: "the horse's leg is blocked at
   * c0: ...", zh: '蹩马腿：c0 有子，马不能走'}. Codes: docs/api.md.
   */
  interface Refusal {
    code: string;
    en: string;
    zh: string;
  }

  /** The calls every board (and a Session, on its current position) offers a UI. */
  interface BoardQueries<Side extends string, MoveInfo> {
    /** Every piece with its square, rank by rank from a1 (a0 in xiangqi). */
    pieces(): PieceOn<Side>[];
    /** Whether `move` (any notation the game reads) is legal now; throws only when it is not a string. */
    isLegal(move: string): boolean;
    /** What a legal move does; throws (code 'illegal_move', 'bad_move' or 'game_over') on any other. */
    moveInfo(move: string): MoveInfo;
    /**
     * null when `move` (any notation) is legal now; otherwise why not. A
     * refused move is read in coordinates ('b0d1'); text that names no move
     * throws (code 'bad_move'), as does a value that is not a string ('bad_argument').
     */
    explain(move: string): Refusal | null;
    /**
     * The squares of the pieces of `side` that reach `square` by their movement
     * rules (capturing there, or defending a piece of their own). `side`
     * defaults to the other side than the piece there (than the side to move
     * on an empty square).
     */
    attackers(square: string, side?: Side): string[];
    /** attackers(square, side).length > 0. */
    isAttacked(square: string, side?: Side): boolean;
  }

  // [SECTION] The computer player: bestMove and evaluate (docs/api.md, docs/search.md)

  /**
   * What one bestMove call may spend: at least one of level, depth, nodes,
   * movetime; the search stops at the first limit reached. Unknown keys and
   * wrong types throw.
   */
  interface Budget {
    /** A playing level 1–8 (docs/search.md): caps nodes and depth, adds its randomness. */
    level?: number;
    /** Plies, 1–64. */
    depth?: number;
    /** Nodes searched at most, 1–1e9; counted exactly. */
    nodes?: number;
    /** Milliseconds, 1–86400000, read from the module's clock. */
    movetime?: number;
    /** 0–2^53-1 (default 0): a level's random choices; same seed, same move. */
    seed?: number;
  }

  /** What bestMove found. */
  interface SearchResult {
    /** The move, in coordinate notation ('h2e2'). */
    move: string;
    /** Centipawns from the side to move's view; a forced mate is ±(31000 − plies). */
    score: number;
    /** Moves to a forced mate: positive when the side to move mates, negative when mated, 0 for none. */
    mate: number;
    /** The last completed depth, in plies. */
    depth: number;
    nodes: number;
    timeMs: number;
    /** The principal variation, starting with `move`. */
    pv: string[];
  }

  /**
   * bestMove one depth at a time (board.startSearch), for a caller that must
   * do other work between depths, like the engine worker reading its
   * messages. The answer is exactly bestMove's for the same budget. A newer
   * bestMove or startSearch of the same game replaces it (its methods then
   * throw). Free it with delete().
   */
  interface SearchRun {
    /** Searches the next depth; false when the search is over. */
    step(): boolean;
    /** The depths completed so far. */
    progress(): SearchResult;
    /** The answer (early: from the depths completed). */
    finish(): SearchResult;
    delete(): void;
  }

  /** analyse's options. */
  interface AnalysisOptions {
    /** How many lines, 1–5 (default 1): the best moves, each with its own score and line. Anything else throws (code 'bad_argument'). */
    multiPv?: number;
  }

  /** One line of an analysis. */
  interface AnalysisLine {
    /** The line's first move, in coordinate notation ('h2e2'). */
    move: string;
    /** Centipawns from the side to move's view; a forced mate is ±(31000 − plies). */
    score: number;
    /** Moves to a forced mate: positive when the side to move mates, negative when mated, 0 for none. */
    mate: number;
    /** The principal variation, starting with `move`. */
    pv: string[];
    /** Xiangqi only: the move in WXF ('C2.5'). */
    wxf?: string;
    /** Xiangqi only: the move in Chinese ('炮二平五'). */
    chinese?: string;
    /** Xiangqi only: the pv in WXF. */
    pvWxf?: string[];
    /** Xiangqi only: the pv in Chinese. */
    pvChinese?: string[];
  }

  /** What analyse found: the lines best first, distinct, at most multiPv (fewer when there are fewer legal moves). */
  interface Analysis {
    /** The last completed depth, in plies. */
    depth: number;
    nodes: number;
    timeMs: number;
    lines: AnalysisLine[];
  }

  /** analyse one depth at a time (board.startAnalysis), as SearchRun is to bestMove. Free it with delete(). */
  interface AnalysisRun {
    step(): boolean;
    progress(): Analysis;
    finish(): Analysis;
    delete(): void;
  }

  // [SECTION] Xiangqi (Chinese chess): docs/xiangqi.md, docs/api.md

  type XiangqiSide = 'red' | 'black';

  /** Why a xiangqi game ended ('' while it goes on). */
  type XiangqiEndReason =
    | ''
    | 'checkmate'
    | 'stalemate'
    | 'perpetual_check'
    | 'repetition'
    | 'move_limit'
    | 'insufficient_material';

  type XiangqiStatus = GameStatus<XiangqiSide, XiangqiEndReason>;

  /**
   * A game of xiangqi (docs/xiangqi.md). Squares are ICCS names, files a–i from
   * Red's left and ranks 0–9 from Red's back rank ('h2'); moves are ICCS
   * ('h2e2'). Every method throws an Error naming the problem on a bad
   * argument and then leaves the board unchanged. Free it with delete().
   */
  interface Xiangqi extends BoardQueries<XiangqiSide, XiangqiMoveInfo> {
    /** The position as a FEN: "<board> w|b - - <plies since capture> <move number>". */
    fen(): string;
    turn(): XiangqiSide;
    /** Every legal move in ICCS; empty once the game is over. */
    legalMoves(): string[];
    /** The legal moves of the piece on `square`; [] for an empty point or a piece of the side not to move. */
    legalMovesFrom(square: string): string[];
    /** The FEN letter of the piece on `square` ('K', 'a', …), '' when empty. */
    pieceAt(square: string): string;
    /** Plays a legal move, in ICCS, WXF or Chinese, and says what it did; throws on any other, and once the game is over. */
    play(move: string): Played<XiangqiMoveInfo>;
    /** Takes back the last move; false when there is none. */
    undo(): boolean;
    /** The moves played since the constructor, in ICCS. */
    history(): string[];
    /** Whether the side to move's general is attacked. */
    inCheck(): boolean;
    status(): XiangqiStatus;
    /** Leaves of the legal-move tree `depth` (0–8) plies deep. */
    perft(depth: number): number;
    /** The best move within `budget` (heavy: call it from a worker, docs/api.md); throws on a bad budget or a finished game. */
    bestMove(budget: Budget): SearchResult;
    /** The same search one depth at a time (SearchRun); throws on a bad budget or a finished game. */
    startSearch(budget: Budget): SearchRun;
    /** The best lines within `budget` (MultiPV, heavy: use a worker); throws on a bad budget or options (code 'bad_budget' / 'bad_argument') or a finished game ('game_over'). */
    analyse(budget: Budget, options?: AnalysisOptions): Analysis;
    /** The same analysis one depth at a time (AnalysisRun). */
    startAnalysis(budget: Budget, options?: AnalysisOptions): AnalysisRun;
    /** The static evaluation, centipawns from the side to move's view. */
    evaluate(): number;
    /** The WXF name of a legal move: 'C2.5', 'H8+7', 'R+.6'. */
    toWxf(move: string): string;
    /** The Chinese name of a legal move: '炮二平五', '马8进7'. */
    toChinese(move: string): string;
    /** The legal move named in ICCS, WXF or Chinese notation, as ICCS; throws when it names none. */
    parseMove(text: string): string;
    /** Which rule book judges repetitions: 'asian' (default) or 'chinese' (one check and one chase loses); switching rejudges the game. */
    setChaseRules(rules: 'asian' | 'chinese'): void;
    chaseRules(): 'asian' | 'chinese';
    /** The first ruling reached, in words: who checked or chased which piece, from which ply, under which article ('' when none). */
    rulingExplanation(): string;
    /** Frees the board. */
    /** A deep copy of this board, history included; delete it separately. */
    clone(): Xiangqi;
    /** delete(), if not yet deleted: `using board = new qipan.Xiangqi()` frees it at the block's end. */
    [Symbol.dispose](): void;
    /**
     * Frees the C++ object (also [Symbol.dispose](), for `using`). A wrapper
     * collected without delete() is freed by a FinalizationRegistry, late:
     * see docs/api.md, Objects and memory.
     */
    delete(): void;
  }

  interface XiangqiConstructor {
    /** The start position, or the position of `fen` (undefined: the start); throws on a bad FEN. */
    new (fen?: string): Xiangqi;
  }

  /** The loaded module. */
  // [SECTION] Jungle (Dou Shou Qi): docs/jungle.md, docs/api.md

  /** A Jungle side: Blue moves first. */
  type JungleSide = 'blue' | 'red';

  /** Why a Jungle game ended ('' while it goes on). */
  type JungleEndReason = '' | 'den' | 'no_pieces' | 'no_moves' | 'repetition' | 'move_limit';

  /** Whether a Jungle game is over, who won (null for a draw or an unfinished game), why. */
  interface JungleStatus {
    over: boolean;
    winner: JungleSide | null;
    reason: JungleEndReason;
  }

  /**
   * A Jungle rule set: switches where popular rule sets differ. Every key is
   * optional (the standard set of docs/jungle.md by default); unknown keys and
   * wrong types throw.
   */
  interface JungleRules {
    /** The elephant may capture the rat (standard: false). */
    elephantTakesRat?: boolean;
    /** A rat may capture from the river onto land and from land into the river (standard: false). */
    ratsCaptureAcrossBank?: boolean;
    /** A piece in one of its own traps is weakened too (standard: false). */
    ownTrapsWeaken?: boolean;
    /** A weakened (trapped) piece attacks with rank 0 as well (standard: false). */
    trappedAttackZero?: boolean;
    /** The same position with the same side to move this many times draws; 0 = off, else 2–1000 (standard: 3). */
    repetitionCount?: number;
    /** This many plies without a capture draws; 0 = off, else up to 1000000 (standard: 100). */
    moveLimit?: number;
  }

  /** What the board shows about one Jungle piece under the board's rules. */
  interface JunglePieceInfo {
    /** The FEN letter: e l t p w d c r, uppercase for Blue. */
    piece: string;
    side: JungleSide;
    /** Attacking rank 1 (rat) to 8 (elephant); 0 when trapped and the rules take its attack. */
    rank: number;
    /** Defending rank: 0 in a trap that weakens it, else as `rank`. */
    defence: number;
    /** It may enter the river (the rat). */
    canSwim: boolean;
    /** It may jump the lakes (the lion and the tiger). */
    canJump: boolean;
  }

  /** A Jungle board: the same methods as Xiangqi, plus its rule set and piece facts. */
  interface Jungle extends BoardQueries<JungleSide, JungleMoveInfo> {
    /** The FEN, with half-move clock and move number: "... b 0 1". Round-trips through the constructor. */
    fen(): string;
    turn(): JungleSide;
    /** Every legal move in coordinate notation ('a3a4', 'g1g4' for a jump); [] once the game is over. */
    legalMoves(): string[];
    /** The legal moves of the piece on `square` ('a3'); [] for an empty square or a piece of the side not to move. */
    legalMovesFrom(square: string): string[];
    /** The FEN letter on `square`, '' when empty. */
    pieceAt(square: string): string;
    /** The facts of the piece on `square`, null when empty. */
    pieceInfo(square: string): JunglePieceInfo | null;
    /** Plays a legal move and says what it did; throws (changing nothing) on an illegal or malformed move or once the game is over. */
    play(move: string): Played<JungleMoveInfo>;
    /** Takes back the last move; false when there is none. */
    undo(): boolean;
    /** The moves played since the constructor. */
    history(): string[];
    /** Always false: Jungle has no check. */
    inCheck(): boolean;
    status(): JungleStatus;
    /** Leaves of the legal-move tree `depth` plies deep (0..8; draws play no part). */
    perft(depth: number): number;
    /** The best move within `budget` (heavy: call it from a worker, docs/api.md); throws on a bad budget or a finished game. */
    bestMove(budget: Budget): SearchResult;
    /** The same search one depth at a time (SearchRun); throws on a bad budget or a finished game. */
    startSearch(budget: Budget): SearchRun;
    /** The best lines within `budget` (MultiPV, heavy: use a worker); throws on a bad budget or options (code 'bad_budget' / 'bad_argument') or a finished game ('game_over'). */
    analyse(budget: Budget, options?: AnalysisOptions): Analysis;
    /** The same analysis one depth at a time (AnalysisRun). */
    startAnalysis(budget: Budget, options?: AnalysisOptions): AnalysisRun;
    /** The static evaluation, centipawns from the side to move's view. */
    evaluate(): number;
    /** The rule set, every key filled in. */
    rules(): Required<JungleRules>;
    /** Frees the board. */
    /** A deep copy of this board, rules and history included; delete it separately. */
    clone(): Jungle;
    /** delete(), if not yet deleted: `using board = new qipan.Xiangqi()` frees it at the block's end. */
    [Symbol.dispose](): void;
    /**
     * Frees the C++ object (also [Symbol.dispose](), for `using`). A wrapper
     * collected without delete() is freed by a FinalizationRegistry, late:
     * see docs/api.md, Objects and memory.
     */
    delete(): void;
  }

  interface JungleConstructor {
    /** The start position, or `fen` (throws an Error naming the fault), under `rules` (standard by default). */
    new (fen?: string, rules?: JungleRules): Jungle;
  }

  // [SECTION] Play: docs/session.md, docs/api.md

  /** What a click did: the six cases of docs/api.md. */
  type ClickAction = 'select' | 'deselect' | 'move' | 'reject' | 'none';

  interface ClickResult {
    action: ClickAction;
    /** The move played (coordinate notation, 'h2e2'), '' unless `action` is 'move'. */
    move: string;
    /** The square selected after the click, '' for none. */
    selected: string;
  }

  /** Options of an order; a missing or undefined key is false. Unknown keys throw. */
  interface OrderOptions {
    /** A piece of the side not to move may make a move its rules allow. */
    ignoreTurn?: boolean;
    /** The side that moved keeps the turn (让步). */
    keepTurn?: boolean;
  }

  /** One step of a session's history, in full. */
  interface SessionStep {
    kind: 'move' | 'order' | 'setup';
    /** The move of a move or an order, '' for a set-up. */
    move: string;
    /** The order's options (false for moves and set-ups). */
    ignoreTurn: boolean;
    keepTurn: boolean;
    /** The square of a set-up, '' otherwise. */
    square: string;
    /** The FEN letter a set-up put there, '' when it cleared the square (and for moves). */
    piece: string;
    /** The FEN of the position the step started from. */
    before: string;
  }

  /** The side names of a game. */
  type SideOf<G extends GameName> = G extends 'xiangqi' ? XiangqiSide : JungleSide;
  /** The status of a game. */
  type StatusOf<G extends GameName> = G extends 'xiangqi' ? XiangqiStatus : JungleStatus;
  /** What moveInfo returns in a game. */
  type MoveInfoOf<G extends GameName> = G extends 'xiangqi' ? XiangqiMoveInfo : JungleMoveInfo;

  /** The notations history() writes: 'iccs' (xiangqi, = 'coordinate'), 'wxf' and 'chinese' are xiangqi's. */
  type NotationOf<G extends GameName> = G extends 'xiangqi'
    ? 'iccs' | 'coordinate' | 'wxf' | 'chinese'
    : 'coordinate';

  /** What Session.toJSON() returns and Session.fromJSON() reads (JSON.stringify-able). */
  interface SavedSession {
    format: 'qipan-session';
    version: 1;
    game: GameName;
    /** The FEN the session started from. */
    start: string;
    /** The steps taken, space-separated: 'h2e2', 'h2e2/keepTurn', 'h7e7/ignoreTurn+keepTurn', 'R@e4', '-@e4'. */
    steps: string;
    /** The steps undone that redo() would replay, the same way. */
    undone: string;
  }

  /** A game as a board UI plays it: selection, clicks, turns, orders, set-up, undo/redo. */
  interface Session<G extends GameName = GameName> extends BoardQueries<SideOf<G>, MoveInfoOf<G>> {
    /** 'xiangqi' or 'jungle'. */
    game(): G;
    /** Whether the side to move's general is attacked (always false in jungle). */
    inCheck(): boolean;
    /** Every legal move of the current position, coordinate notation. */
    legalMoves(): string[];
    /** The legal moves of the piece on `square`. */
    legalMovesFrom(square: string): string[];
    /** The history in a notation: moves and orders as the notation names them, set-ups as 'R@e4'. */
    history(options?: { notation?: NotationOf<G> }): string[];
    /** Everything needed to rebuild the session: start position, steps, undone steps. */
    toJSON(): SavedSession;
    /** A click on `square` ('h2'): select, deselect, move, reject or nothing. Throws only on a bad square. */
    click(square: string): ClickResult;
    /** The selected square, '' for none. */
    selected(): string;
    /** The legal destination squares of the selected piece, [] without a selection. */
    targets(): string[];
    /** The side to move: 'red' or 'black' in xiangqi, 'blue' or 'red' in jungle. */
    turn(): SideOf<G>;
    fen(): string;
    /** The FEN letter on `square`, '' when empty. */
    pieceAt(square: string): string;
    /** As the board's status(). */
    status(): StatusOf<G>;
    /** Plays a move of the side to move (any notation the game reads) and says what it did; throws, changing nothing, on an illegal one. */
    play(move: string): Played<MoveInfoOf<G>>;
    /** The best move in the current position, its history counted; as the board's bestMove (heavy: use a worker). */
    bestMove(budget: Budget): SearchResult;
    /** The best lines of the current position, its history counted; as the board's analyse (heavy: use a worker). */
    analyse(budget: Budget, options?: AnalysisOptions): Analysis;
    /** The static evaluation of the current position, centipawns from the side to move's view. */
    evaluate(): number;
    /** A move outside the normal turn order (coordinate notation); throws with the reason, changing nothing, when refused. */
    order(move: string, options?: OrderOptions): void;
    /** Puts a piece (FEN letter) on `square`, or clears it with ''; throws when the result is not a valid position. */
    setup(square: string, piece: string): void;
    /** The same steps in full. */
    steps(): SessionStep[];
    /** The move of the last step; '' before the first and after a set-up. */
    lastMove(): string;
    /** Takes back the last step; false when there is none. */
    undo(): boolean;
    /** Plays again the last step taken back; false when there is none (any new step clears them). */
    redo(): boolean;
    canUndo(): boolean;
    canRedo(): boolean;
    /** Frees the session. */
    /** A deep copy of this session: position, selection, history and redo steps; delete it separately. */
    clone(): Session<G>;
    /** delete(), if not yet deleted: `using board = new qipan.Xiangqi()` frees it at the block's end. */
    [Symbol.dispose](): void;
    /**
     * Frees the C++ object (also [Symbol.dispose](), for `using`). A wrapper
     * collected without delete() is freed by a FinalizationRegistry, late:
     * see docs/api.md, Objects and memory.
     */
    delete(): void;
  }

  interface SessionConstructor {
    /** A session of `game` from the start position or `fen` (throws an Error naming the fault). */
    new <G extends GameName>(game: G, fen?: string): Session<G>;
    /** A session from what toJSON() returned; throws (code 'bad_data') on anything else. */
    fromJSON(saved: SavedSession): Session;
  }

  // [SECTION] Rulings: reported or enforced (docs/api.md, Rulings). These
  // declarations merge into the boards', the session's and the statuses'.

  /** 'enforce' (the default): a ruling ends the game. 'report': it is named in status().ruling and play goes on. */
  type Rulings = 'enforce' | 'report';

  /** What the rules rule (repetition, perpetual check, move limit, material): who wins (null: a draw), why, and the ply (moves played) it applies from. */
  interface Ruling<Side extends string> {
    winner: Side | null;
    reason: EndReason;
    ply: number;
  }

  /** The options of the Xiangqi, Jungle and Session constructors; unknown keys throw. */
  interface BoardOptions {
    rulings?: Rulings;
  }

  interface GameStatus<Side extends string> {
    /** In the report mode, once the rules have ruled: the first ruling reached (absent otherwise). */
    ruling?: Ruling<Side>;
  }
  interface JungleStatus {
    ruling?: Ruling<JungleSide>;
  }
  interface Xiangqi {
    /** Whether rulings end the game or are only reported; throws on any other value. */
    setRulings(mode: Rulings): void;
    rulings(): Rulings;
  }
  interface Jungle {
    setRulings(mode: Rulings): void;
    rulings(): Rulings;
  }
  interface Session {
    /** As the boards'; the mode belongs to the session and outlives undo and redo. */
    setRulings(mode: Rulings): void;
    rulings(): Rulings;
  }
  interface XiangqiConstructor {
    new (fen: string | undefined, options: BoardOptions): Xiangqi;
  }
  interface JungleConstructor {
    new (fen: string | undefined, rules: JungleRules | undefined, options: BoardOptions): Jungle;
  }
  interface SessionConstructor {
    new (game: GameName, fen: string | undefined, options: BoardOptions): Session;
  }

  // [SECTION] Tactics movement: docs/tactics.md, docs/api.md

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
  type TacticsOption = 'alliesBlock' | 'zoc' | 'lineOfSight' | 'unitsBlockSight';
  /** How cells touch (docs/tactics.md, Topologies): squares, or hexes in Tiled's layouts. */
  type Topology = 'square' | 'hex-y-odd' | 'hex-y-even' | 'hex-x-odd' | 'hex-x-even';

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
    /** The greatest height a step may climb or drop, 0..255; default 255 (any). */
    jump?: number;
    /** Free-form text kept with the unit (a name, JSON...), at most 4096 bytes; default ''. */
    label?: string;
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
    jump: number;
    label: string;
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
    /** Every cell's terrain id, row by row (width × height); terrainNames()[id] is its name. */
    terrainData(): Uint8Array;
    /** The terrain names by id. */
    terrainNames(): Terrain[];
    /** Sets every cell's terrain at once from width × height ids (below terrainNames().length). */
    setTerrainData(ids: Uint8Array): void;
    /** Replaces a unit's label. */
    setUnitLabel(id: number, label: string): void;
    /** The map's topology, fixed when it is made. */
    topology(): Topology;
    /** The fewest steps between two cells in the topology (Manhattan on squares, hex distance on hexes). */
    distance(x1: number, y1: number, x2: number, y2: number): number;
    /** Height 0..255 of a cell (0 at first). */
    setHeight(x: number, y: number, height: number): void;
    heightAt(x: number, y: number): number;
    /** Every cell's height, row by row (width × height). */
    heightData(): Uint8Array;
    setHeightData(heights: Uint8Array): void;
    /** Whether a terrain blocks line of sight (wall and mountain at first). */
    setBlocksSight(terrain: Terrain, blocks: boolean): void;
    blocksSight(terrain: Terrain): boolean;
    /** Ranged units (maxRange >= 2) reach one cell further per `perHeight` above the target; 0 (default) for none, 1..255. */
    setRangePerHeight(perHeight: number): void;
    rangePerHeight(): number;
    /** Whether (x1, y1) sees (x2, y2); always the same both ways. */
    sees(x1: number, y1: number, x2: number, y2: number): boolean;
    /** Every cell within `radius` (the topology's distance) that (x, y) sees, row by row. */
    sightField(x: number, y: number, radius: number): Cell[];
    /** The map as text (TacticsMap.fromText reads it back; unit ids renumbered 0, 1, ...). */
    toText(): string;
    /** Frees the map. */
    /** A deep copy of this map: terrain, costs, options and units; delete it separately. */
    clone(): TacticsMap;
    /** delete(), if not yet deleted: `using board = new qipan.Xiangqi()` frees it at the block's end. */
    [Symbol.dispose](): void;
    /**
     * Frees the C++ object (also [Symbol.dispose](), for `using`). A wrapper
     * collected without delete() is freed by a FinalizationRegistry, late:
     * see docs/api.md, Objects and memory.
     */
    delete(): void;
  }

  interface TacticsMapConstructor {
    new (width: number, height: number, options?: { topology?: Topology }): TacticsMap;
    /** A map from toText()'s text; throws (code 'bad_data') naming the line of a fault. */
    fromText(text: string): TacticsMap;
    /**
     * A map from a Tiled JSON map's text (orthogonal or hexagonal; CSV or base64, uncompressed,
     * zlib or gzip; infinite maps too). Throws 'bad_data' saying where. docs/tactics.md, Importing maps.
     */
    fromTiled(json: string): TacticsMap;
    /** One level of an LDtk project's text, by identifier or index. Throws 'bad_data' or 'unknown_name'. */
    fromLdtk(json: string, level: string | number): TacticsMap;
  }

  // [SECTION] Tactics battle: docs/battle.md, docs/api.md

  type BattleTeam = 'player' | 'enemy';
  type BattlePhase = 'player' | 'enemy';
  /** 'won': every enemy unit defeated; 'lost': every player unit defeated. */
  type BattleStatus = 'ongoing' | 'won' | 'lost';

  /** A unit of a battle. A defeated unit (hp 0, alive false) stays in the list at the cell where it fell. */
  interface BattleUnit {
    /** 0, 1, 2, ... in reading order of the scenario's map (row by row, left to right). */
    id: number;
    /** The kind, numbered when several units share it: 'Soldier 2'. */
    name: string;
    kind: string;
    team: BattleTeam;
    x: number;
    y: number;
    hp: number;
    maxHp: number;
    attack: number;
    defence: number;
    move: number;
    moveClass: 'foot' | 'mounted' | 'flying';
    minRange: number;
    maxRange: number;
    /** It has moved this phase. */
    moved: boolean;
    /** It has attacked or waited this phase: it can do nothing more until the next phase. */
    acted: boolean;
    alive: boolean;
    /** Free-form text kept with the unit (setUnitLabel; '' by default), kept by save(). */
    label: string;
  }

  /** The kind of a battle log entry. */
  type BattleEventKind = 'move' | 'cancel' | 'attack' | 'defeat' | 'wait' | 'phase';

  /**
   * One entry of a battle's log. A 'phase' has no unit, target, from or to
   * (null); the others have their cells: a move or cancel walked `from` →
   * `to`, an attack goes from the attacker's cell to the target's, a defeat
   * or wait is where the unit stands (from = to). `target` is null but for
   * an attack or defeat; damage and hp are 0 but for those.
   */
  interface BattleEvent {
    /**
     * 'move': `unit` walked `from` → `to` (an enemy's walk too); 'cancel': it
     * went back (`from` → `to`); 'attack': it hit `target` for `damage`,
     * leaving it `hp`; 'defeat': `unit` fell at `to`, `target` being the
     * attacker; 'wait': it waited; 'phase': `phase` of `turn` began.
     */
    kind: BattleEventKind;
    turn: number;
    /** The phase the event happened in. */
    phase: BattlePhase;
    unit: number | null;
    target: number | null;
    from: Cell | null;
    to: Cell | null;
    damage: number;
    /** The target's hp after an attack. */
    hp: number;
    /** The event concerns the enemy's side (its phase, or an enemy unit acting). */
    enemy: boolean;
    /** In words: 'Soldier 1 moved (3, 4) → (4, 4)', 'Turn 2 · enemy phase'. */
    text: string;
  }

  /** What a unit can do now: where it can move, the attack cells beyond, whom it can attack from where it stands. */
  interface BattleView {
    reachable: Reach[];
    /** The red fringe: its attack range minus `reachable`, row by row. */
    attackCells: Cell[];
    /** Ids of the living enemy units it can attack from its cell. */
    targets: number[];
  }

  /** Everything a page shows; `reachable`, `attackCells` and `targets` are the selected unit's (empty without one). */
  interface BattleState extends BattleView {
    name: string;
    title: string;
    width: number;
    height: number;
    phase: BattlePhase;
    /** 1 for the first turn; a turn is a player phase then an enemy phase. */
    turn: number;
    status: BattleStatus;
    selected: number | null;
    units: BattleUnit[];
  }

  interface BattleAttack {
    attacker: number;
    target: number;
    damage: number;
    /** The target's hp after the hit. */
    targetHp: number;
    defeated: boolean;
  }

  interface BattleForecast {
    /** max(1, attack − defence). */
    damage: number;
    hpBefore: number;
    hpAfter: number;
    defeats: boolean;
  }

  /** One enemy unit's turn: the path it walked (its cell first; only its cell if it stayed), then its attack or none. */
  interface EnemyStep {
    unit: number;
    path: Cell[];
    /** The unit it attacked, or null. */
    target: number | null;
    damage: number;
    targetHp: number;
    defeated: boolean;
  }

  /** A shipped scenario, as `qipan.scenarios()` lists it. */
  interface ScenarioInfo {
    name: string;
    title: string;
    width: number;
    height: number;
  }

  /** A turn-based tactics battle: the player's units against the enemy's. See docs/battle.md. */
  interface Battle {
    name(): string;
    title(): string;
    width(): number;
    height(): number;
    terrainAt(x: number, y: number): Terrain;
    /** Every cell's terrain, row by row (width × height names). */
    terrain(): Terrain[];
    /** Every unit in order of id, the defeated ones too. */
    units(): BattleUnit[];
    unit(id: number): BattleUnit;
    /** The id of the living unit on a cell, or null. */
    unitAt(x: number, y: number): number | null;
    phase(): BattlePhase;
    turn(): number;
    status(): BattleStatus;
    selected(): number | null;
    state(): BattleState;
    /** Selects any living unit (to show its range), or clears the selection with null. */
    select(id: number | null): void;
    /** Moves a player unit that has not moved or acted this phase; returns the path walked. */
    move(id: number, x: number, y: number): Cell[];
    /** Puts a unit that moved but has not acted back where it began the phase. */
    cancelMove(id: number): void;
    /** A player unit attacks a living enemy unit in range of where it stands (moved or not). */
    attack(id: number, target: number): BattleAttack;
    /** A player unit ends its phase where it stands. */
    wait(id: number): void;
    /** Ends the player phase: the enemy phase begins. */
    endTurn(): void;
    /** Plays the next enemy unit; after the last one the next player phase begins. */
    enemyStep(): EnemyStep;
    /** What enemyStep() would do, without doing it. */
    planEnemyStep(): EnemyStep;
    /** Plays the enemy phase to its end (or the battle's). */
    runEnemyPhase(): EnemyStep[];
    /** Where the unit can move now (just its cell once it has moved; nothing once it has acted). */
    reachable(id: number): Reach[];
    /** The red fringe of the unit now. */
    attackCells(id: number): Cell[];
    view(id: number): BattleView;
    /** The path the unit would walk to (x, y) now; [] when it can't go there. */
    pathTo(id: number, x: number, y: number): Cell[];
    /** Ids of the living enemies it can attack from where it stands. */
    targets(id: number): number[];
    /** Cells it can move to now from which `target` is in range, cheapest first, ties row by row. */
    attackPositions(id: number, target: number): Cell[];
    /** What `id` attacking `target` would do. */
    forecast(id: number, target: number): BattleForecast;
    /** The cells the living enemy units could attack in their coming phase, row by row. */
    dangerZone(): Cell[];
    /** The whole state as text, for Battle.restore: the map (topology, costs, sight, heights), ids, cells, hp, jumps, phase, turn, selection, difficulty. */
    save(): string;
    /**
     * The battle as it stands as scenario text: living units where they stand,
     * at full hp, without labels. Throws (code 'refused') when the living
     * units need more than the 52 letters a scenario has.
     */
    scenarioText(): string;
    /**
     * Sets the free-form label of any unit, defeated ones too (any text, as
     * TacticsMap labels: at most 4096 bytes of UTF-8). Throws 'bad_unit' for
     * an unknown id, 'bad_argument' for a label not a string or too long.
     */
    setUnitLabel(id: number, label: string): void;
    /**
     * What happened, oldest first, from index `start` on (0 by default; up to
     * the log's length): every phase begun, move, cancel, attack, defeat and
     * wait. A battle from Battle.restore() starts with an empty log.
     */
    log(start?: number): BattleEvent[];
    /** Frees the battle. */
    /** A deep copy of this battle in the same state; delete it separately. */
    clone(): Battle;
    /** delete(), if not yet deleted: `using board = new qipan.Xiangqi()` frees it at the block's end. */
    [Symbol.dispose](): void;
    /**
     * Frees the C++ object (also [Symbol.dispose](), for `using`). A wrapper
     * collected without delete() is freed by a FinalizationRegistry, late:
     * see docs/api.md, Objects and memory.
     */
    delete(): void;
  }

  interface BattleConstructor {
    /** A battle from scenario text (docs/battle.md); throws with the line and column of a fault. */
    new (text: string): Battle;
    /** A shipped scenario by name ('ford', 'pass', 'marsh'). */
    scenario(name: string): Battle;
    /** A battle from save()'s text; throws (code 'bad_data') naming the line of a fault. */
    restore(text: string): Battle;
  }

  // [SECTION] The module

  /** The loaded module. */
  interface Qipan {
    /** A Jungle board. */
    Jungle: JungleConstructor;
    /** A play session of either game. */
    Session: SessionConstructor;
    /** The module's version, e.g. "0.1.0". */
    version(): string;
    /** Reads a square name ('h2' in xiangqi, 'd1' in jungle); throws on a name off the board. */
    parseSquare(game: GameName, square: string): SquareCoord;
    /** Names the square at 0-based file and rank; throws when off the board. */
    squareName(game: GameName, file: number, rank: number): string;
    /** A width × height tactics map (1..4096 a side) of plain cells. */
    TacticsMap: TacticsMapConstructor;
    /** Xiangqi (Chinese chess) boards. */
    Xiangqi: XiangqiConstructor;
    /** A tactics battle. */
    Battle: BattleConstructor;
    /** The shipped scenarios, smallest first. */
    scenarios(): ScenarioInfo[];
    /** The text of a shipped scenario; throws on an unknown name. */
    scenarioText(name: string): string;
  }
  // [SECTION] Records: docs/records.md (interfaces merge with those above)

  /** A record's notation for xiangqi moves. */
  type RecordNotation = 'iccs' | 'wxf' | 'chinese';

  /**
   * toRecord's options: the notation (xiangqi only; ICCS by default) and tags
   * as keys that begin with a capital letter ({Event: 'Club match', Red: 'Li'}).
   */
  interface RecordOptions {
    notation?: RecordNotation;
    [tag: string]: string | undefined;
  }

  /** Tags only, for Jungle records (moves are always coordinates). */
  interface RecordTags {
    [tag: string]: string | undefined;
  }

  interface Xiangqi {
    /** The game since its start or FEN as a PGN record (tags, FEN for a set-up, Format, moves, result). */
    toRecord(options?: RecordOptions): string;
  }
  interface XiangqiConstructor {
    /** A board that has played the first game of `text`; throws on no game, a layout error or a bad move (game, ply, text). */
    fromRecord(text: string): Xiangqi;
  }
  interface Jungle {
    /** The game as a record: tags, Variant "Jungle", its rules as a Rules tag, coordinate moves. */
    toRecord(options?: RecordTags): string;
  }
  interface JungleConstructor {
    /** A board that has played the first game of `text` under its Rules tag; throws like Xiangqi.fromRecord. */
    fromRecord(text: string): Jungle;
  }
  interface Session {
    /** The session's game (since its start or last set-up) as a record; notation for xiangqi only. */
    toRecord(options?: RecordOptions): string;
  }
  interface SessionConstructor {
    /** A session that has played the first game of `text` (a Jungle one when its Variant is Jungle); undo walks it back. */
    fromRecord(text: string): Session;
  }

  /** One game of a record file, as readRecords returns it. */
  interface RecordGame {
    /** 1-based, in file order. */
    number: number;
    game: GameName;
    /** The tags as written ({Event: '...', Red: '...'}). */
    tags: { [tag: string]: string };
    /** The start FEN ('' when a tag is bad: FEN, Variant, Rules). */
    fen: string;
    /** The main line in coordinates; with a bad move, the moves before it ([] when a tag is bad). */
    moves: string[];
    /** The recorded result: '1-0', '0-1', '1/2-1/2' or '*'. */
    result: string;
    /** What the rules say of the position after `moves` (null when a tag is bad). */
    status: GameStatus<XiangqiSide> | JungleStatus | null;
    /** Comments and NAGs ('$1') after `ply` main-line moves. */
    comments: { ply: number; text: string }[];
    /** Variations as written, each an alternative to main-line move `ply` (from 1). */
    variations: { ply: number; text: string }[];
    /** '' or the fault: the bad move ("game 2, ply 17 (move 9, red): 'C2.5' names no legal move of red here") or tag. */
    error: string;
  }

  interface Qipan {
    /** Every game of a record file, each replayed; throws only on a layout error (an unclosed comment, tag or variation). */
    readRecords(text: string): RecordGame[];
  }
  // [SECTION] The game table: docs/api.md "The game table" (bindings/table.cpp)

  /** A time control: main time, Fischer increment, reading seconds (读秒) and periods, in ms. */
  interface TimeControl {
    main: number;
    increment: number;
    /** The time for each move once the main time is spent (0 for none). */
    reading: number;
    /** Reading periods: a move that overruns one uses it up; 0 without reading seconds. */
    periods: number;
    /** As timeControl() reads it: 'none', '5+3', '10|30', '0|20x3'. */
    name: string;
  }
  /** A control as a name ('none', '5+3', '10+5', '15+10', '10|30', '0|20x3') or in ms. */
  type TimeControlSpec =
    | string
    | { main?: number; increment?: number; reading?: number; periods?: number };

  /** A clock's side: 0 moves first (Red in xiangqi, Blue in jungle), 1 second. */
  type ClockSide = 0 | 1;

  /** What one side's clock shows at a time. */
  interface ClockFace {
    /** Main time left, ms. */
    main: number;
    /** Time left of the current reading period (0 before reading seconds). */
    reading: number;
    /** Reading periods left, the current one included. */
    periods: number;
    /** Time used in the game so far. */
    used: number;
    /** The main time is spent: reading seconds count. */
    inReading: boolean;
    flagged: boolean;
    running: boolean;
  }

  /**
   * A two-sided clock on the caller's monotonic time (performance.now(), ms):
   * it never reads a clock itself. Every call given an earlier time than the
   * last, a negative one or NaN throws (code 'bad_argument'); a call the state
   * refuses throws 'refused'; neither changes anything.
   */
  interface Clock {
    start(now: number, side: ClockSide): void;
    /** The running side moved: its time stops (increment added) and the other's starts; refused once its flag fell. */
    press(now: number): void;
    pause(now: number): void;
    resume(now: number): void;
    stop(now: number): void;
    /** Hands the running time to `side` (after an undo): no time is given back. */
    handTo(now: number, side: ClockSide): void;
    face(side: ClockSide, now: number): ClockFace;
    /** The side whose flag has fallen by `now`, or null. */
    flag(now: number): ClockSide | null;
    /** As flag(), and a fallen flag is recorded (the clock stops). */
    check(now: number): ClockSide | null;
    /** When the running side's flag falls (for a timer), null without a limit or while paused. */
    flagTime(): number | null;
    running(): ClockSide | null;
    paused(): boolean;
    stopped(): boolean;
    control(): TimeControl;
    delete(): void;
    [Symbol.dispose](): void;
  }
  interface ClockConstructor {
    /** Throws (code 'bad_argument') on a control of 0, over 10 hours, negative or NaN. */
    new (control: TimeControlSpec): Clock;
  }

  /** How a game ended beyond the board. */
  type Termination = 'rules' | 'resigned' | 'agreed' | 'claimed' | 'time';

  /** The end of a game. */
  interface Outcome<Side extends string> {
    /** null for a draw. */
    winner: Side | null;
    how: Termination;
    /** The board's reason for 'rules', the ruling claimed for 'claimed', else ''. */
    reason: string;
    /** The side that resigned, ran out of time, offered the accepted draw or claimed it. */
    by: Side | null;
    /** '1-0' (the first side won), '0-1', '1/2-1/2'. */
    result: string;
    /** In words, the record's Termination tag: 'Black resigned', 'draw agreed', 'Red lost on time'. */
    termination: string;
  }

  /**
   * One game's end beyond the board: resignation, draw offers, claims, a
   * flag. It follows the game (moved / undo) with rulings reported, so a
   * repetition or the move limit can be claimed. Sides are the game's names.
   */
  interface Ending<Side extends string = string> {
    /** A move was played (coordinates); a draw offer to the mover lapses. */
    moved(move: string): void;
    undo(): boolean;
    resign(side: Side): void;
    /** Offering while the other side's offer stands agrees the draw. */
    offerDraw(side: Side): void;
    acceptDraw(side: Side): void;
    declineDraw(side: Side): void;
    /** Throws 'refused' unless a drawn ruling (repetition, move limit) holds now. */
    claimDraw(side: Side): void;
    /** `side`'s flag fell: a loss, or a draw when the other side could never mate. */
    flagFell(side: Side): void;
    /** The side whose draw offer stands. */
    offer(): Side | null;
    /** The ruling a draw may be claimed under now ('repetition', 'move_limit'), or null. */
    claimable(): string | null;
    outcome(): Outcome<Side> | null;
    /** Result ('*' while playing) and, once over, Termination. */
    tags(): { name: string; value: string }[];
    fen(): string;
    delete(): void;
    [Symbol.dispose](): void;
  }
  interface EndingConstructor {
    new (game: 'xiangqi', fen?: string): Ending<XiangqiSide>;
    new (game: 'jungle', fen?: string): Ending<JungleSide>;
    new (game: GameName, fen?: string): Ending;
  }

  /** A game read from a link. */
  interface LinkGame {
    game: GameName;
    /** The start FEN. */
    start: string;
    /** The moves in coordinates. */
    moves: string[];
    /** The position now, and whose move it is. */
    fen: string;
    turn: string;
    lastMove: string | null;
    status: GameStatus<string, string>;
  }

  /** A fault of a set-up, in words. */
  interface SetupProblem {
    /** 'no_general', 'too_many', 'outside_palace', 'across_river', 'wrong_point', 'soldier_behind', 'soldier_off_file', 'generals_facing', 'not_to_move_in_check'; jungle: 'too_many', 'in_water', 'own_den'. */
    kind: string;
    /** The squares concerned, to mark. */
    squares: string[];
    en: string;
    zh: string;
  }

  interface Qipan {
    Clock: ClockConstructor;
    Ending: EndingConstructor;
    /** A control read and checked, as a Clock would take it. */
    timeControl(control: TimeControlSpec): TimeControl;
    /** The computer's time for this move, ms (0: no limit; search by level). */
    moveTime(clock: { main?: number; increment?: number; reading?: number; moves?: number }): number;
    /** The computer's answer to a draw offer: its evaluation (cp, its view) and the move number. */
    computerAcceptsDraw(evaluation: number, moveNumber: number): boolean;
    /** The link of a game: its start ('' for the standard one) and its moves in coordinates separated by spaces ('h2e2 h9g7'); throws on an illegal move. */
    encodeLink(game: GameName, fen: string, moves: string): string;
    /** A game from a link as chat apps deliver it; throws (code 'bad_data' or 'illegal_move') with the reason. */
    decodeLink(link: string): LinkGame;
    /** Every fault of a set-up, [] when it may be played; throws only on text that is no board (code 'bad_fen'). */
    checkSetup(game: GameName, fen: string): SetupProblem[];
  }
}

declare global {
  /** Symbol.dispose (ES2026, Node 20+): every qipan class has [Symbol.dispose](), for `using`. */
  interface SymbolConstructor {
    readonly dispose: unique symbol;
  }
}

export = createQipan;
