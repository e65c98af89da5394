// Type declarations for qipan-rules.js and qipan-rules.mjs ('qipan/rules'):
// the split build of the board games' rules, notation, inspection, records
// and Session, without the computer player, the game table and the tactics
// (docs/embedding.md, "Pay for what you import"). The same classes and
// calls as the whole module (qipan.d.ts), whose declarations these reuse,
// less what the build leaves out: the boards' and the Session's bestMove,
// startSearch, analyse, startAnalysis and evaluate (at run time they throw
// an Error with code 'not_in_module' naming the module to import instead),
// and the tactics (TacticsMap, Battle, scenarios, scenarioText) and the game
// table (Clock, Ending, timeControl, moveTime, computerAcceptsDraw,
// encodeLink, decodeLink, checkSetup), which are not on the module.
//
//   const createQipan = require('qipan/rules');
//   const qipan: createQipan.Qipan = await createQipan();
import Whole = require('./qipan.js');

declare function createQipan(options?: createQipan.Options): Promise<createQipan.Qipan>;

declare namespace createQipan {
  /** The computer player's methods, which this module leaves out. */
  type SearchMethods = 'bestMove' | 'startSearch' | 'analyse' | 'startAnalysis' | 'evaluate';

  // The whole module's types that this module shares as they are.
  export import Options = Whole.Options;
  export import SquareCoord = Whole.SquareCoord;
  export import GameName = Whole.GameName;
  export import EndReason = Whole.EndReason;
  export import GameStatus = Whole.GameStatus;
  export import ErrorCode = Whole.ErrorCode;
  export import QipanError = Whole.QipanError;
  export import PieceOn = Whole.PieceOn;
  export import Played = Whole.Played;
  export import Refusal = Whole.Refusal;
  export import BoardQueries = Whole.BoardQueries;
  export import BoardOptions = Whole.BoardOptions;
  export import Rulings = Whole.Rulings;
  export import Ruling = Whole.Ruling;
  export import XiangqiSide = Whole.XiangqiSide;
  export import XiangqiEndReason = Whole.XiangqiEndReason;
  export import XiangqiStatus = Whole.XiangqiStatus;
  export import XiangqiMoveInfo = Whole.XiangqiMoveInfo;
  export import JungleSide = Whole.JungleSide;
  export import JungleEndReason = Whole.JungleEndReason;
  export import JungleStatus = Whole.JungleStatus;
  export import JungleMoveInfo = Whole.JungleMoveInfo;
  export import JungleRules = Whole.JungleRules;
  export import JunglePieceInfo = Whole.JunglePieceInfo;
  export import ClickAction = Whole.ClickAction;
  export import ClickResult = Whole.ClickResult;
  export import OrderOptions = Whole.OrderOptions;
  export import SessionStep = Whole.SessionStep;
  export import SavedSession = Whole.SavedSession;
  export import SideOf = Whole.SideOf;
  export import StatusOf = Whole.StatusOf;
  export import MoveInfoOf = Whole.MoveInfoOf;
  export import NotationOf = Whole.NotationOf;
  export import RecordNotation = Whole.RecordNotation;
  export import RecordOptions = Whole.RecordOptions;
  export import RecordTags = Whole.RecordTags;
  export import RecordGame = Whole.RecordGame;

  /** A Xiangqi board as the whole module's, without the computer player. */
  interface Xiangqi extends Omit<Whole.Xiangqi, SearchMethods | 'clone'> {
    /** A deep copy of this board, history included; delete it separately. */
    clone(): Xiangqi;
  }
  interface XiangqiConstructor {
    /** The start position, or the position of `fen` (undefined: the start); throws on a bad FEN. */
    new (fen?: string): Xiangqi;
    new (fen: string | undefined, options: BoardOptions): Xiangqi;
    /** A board that has played the first game of `text`; throws on no game, a layout error or a bad move. */
    fromRecord(text: string): Xiangqi;
  }

  /** A Jungle board as the whole module's, without the computer player. */
  interface Jungle extends Omit<Whole.Jungle, SearchMethods | 'clone'> {
    /** A deep copy of this board, rules and history included; delete it separately. */
    clone(): Jungle;
  }
  interface JungleConstructor {
    /** The start position, or `fen` (throws an Error naming the fault), under `rules` (standard by default). */
    new (fen?: string, rules?: JungleRules): Jungle;
    new (fen: string | undefined, rules: JungleRules | undefined, options: BoardOptions): Jungle;
    /** A board that has played the first game of `text` under its Rules tag. */
    fromRecord(text: string): Jungle;
  }

  /** A play session as the whole module's, without the computer player. */
  interface Session<G extends GameName = GameName> extends Omit<Whole.Session<G>, SearchMethods | 'clone'> {
    /** A deep copy of this session: position, selection, history and redo steps; delete it separately. */
    clone(): Session<G>;
  }
  interface SessionConstructor {
    /** A session of `game` from the start position or `fen` (throws an Error naming the fault). */
    new <G extends GameName>(game: G, fen?: string): Session<G>;
    new (game: GameName, fen: string | undefined, options: BoardOptions): Session;
    /** A session from what toJSON() returned; throws (code 'bad_data') on anything else. */
    fromJSON(saved: SavedSession): Session;
    /** A session that has played the first game of `text`; undo walks it back. */
    fromRecord(text: string): Session;
  }

  /** The whole module's calls that this module leaves out: the tactics and the game table. */
  type LeftOut = 'TacticsMap' | 'Battle' | 'scenarios' | 'scenarioText' | 'Clock' | 'Ending' | 'timeControl' |
    'moveTime' | 'computerAcceptsDraw' | 'encodeLink' | 'decodeLink' | 'checkSetup';

  /** The loaded module: the whole module's calls less the tactics and the game table. */
  interface Qipan extends Omit<Whole.Qipan, 'Xiangqi' | 'Jungle' | 'Session' | LeftOut> {
    Xiangqi: XiangqiConstructor;
    Jungle: JungleConstructor;
    Session: SessionConstructor;
  }
}

export = createQipan;
