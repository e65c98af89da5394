#pragma once

// Fairy-Stockfish as a second referee: its own judgement, by its own rules,
// of whether a game has ended and how (docs/ladder.md, "Two referees").
//
// Fairy-Stockfish never says so directly: at the root of a search it plays
// on whatever the game's course, and a search below the root ends a line
// where its rules end the game (Position::is_game_end and
// is_optional_game_end: in Xiangqi the third occurrence of a position since
// the last capture, perpetual check losing, and the n-move rule; checkmate
// and stalemate losing; an upstream build (made from its source, as
// docs/ladder.md tells) also rules perpetual chase lost by the Asian rules,
// its variant's `chasingRule = AXF_CHASING`, where Debian's 11.1 has
// none). So the referee asks about the position *before* the last move,
// searching only that move two plies deep (`go depth 2 searchmoves M`):
// when the game goes on after M, the principal variation has a reply; when
// Fairy-Stockfish's rules end the game there, the line is M alone and the
// score is the ending's value from the mover's side: `cp 0` a draw, `mate`
// > 0 the mover wins (the opponent has no move, or has checked or chased
// perpetually), `mate` <= 0 the mover loses (it checked or chased
// perpetually). Its answer does not tell a check from a chase.

#include <optional>
#include <string>
#include <vector>

#include "core/grid/game_end.h"
#include "tools/match_game.h"
#include "tools/players.h"

namespace qipan::tools {

template <class Position>
class FsfReferee {
 public:
  using Game = MatchGame<Position>;

  // `start_fen`: the games' start ("" for the game's own), with the first
  // player to move.
  explicit FsfReferee(const std::string& fsf_path, std::string start_fen = "")
      : uci_(fsf_path), start_(start_fen.empty() ? "startpos" : "fen " + start_fen) {
    uci_.send("setoption name UCI_Variant value " + std::string(Game::fsf_variant));
    uci_.send("setoption name Threads value 1");
    uci_.send("setoption name Hash value 1");
    uci_.ready();
  }

  // Fairy-Stockfish's verdict on the game after `moves` from the start (at
  // least one; `after` is qipan's position there, used only to name the
  // reason): given when its rules end the game there.
  Verdict judge(const std::vector<std::string>& moves, const Position& after) {
    Verdict v;
    if (moves.empty()) return v;
    std::string cmd = "position " + start_;
    if (moves.size() > 1) cmd += " moves";
    for (std::size_t i = 0; i + 1 < moves.size(); ++i) cmd += ' ' + Game::to_fsf(moves[i]);
    uci_.send(cmd);
    uci_.send("go depth 2 searchmoves " + Game::to_fsf(moves.back()));
    std::vector<std::string> lines;
    const std::string best = uci_.wait_for("bestmove", &lines);
    // Moves numbered from 1: an odd count was the first player's move.
    const bool mover_first = moves.size() % 2 == 1;
    auto mover_score = [&](double s) { return mover_first ? s : 1.0 - s; };
    v.ply = moves.size();
    if (best.rfind("bestmove (none)", 0) == 0) {
      // The move is not legal by Fairy-Stockfish's rules: the referees
      // disagree on the moves themselves. The mover forfeits.
      v.given = true;
      v.first_score = mover_score(0.0);
      v.reason = "illegal by Fairy-Stockfish";
      return v;
    }
    std::string info;
    for (const auto& l : lines) {
      if (l.rfind("info", 0) == 0 && l.find(" pv ") != std::string::npos) info = l;
    }
    const auto words = split(info);
    std::size_t pv_length = 0;
    std::string score_kind;
    int score = 0;
    for (std::size_t i = 0; i < words.size(); ++i) {
      if (words[i] == "score" && i + 2 < words.size()) {
        score_kind = words[i + 1];
        score = std::atoi(words[i + 2].c_str());
      }
      if (words[i] == "pv") {
        pv_length = words.size() - i - 1;
        break;
      }
    }
    if (pv_length != 1) return v;  // a reply exists: the game goes on
    v.given = true;
    const bool no_move = after.legal_moves().empty();
    if (score_kind == "cp") {
      v.first_score = 0.5;
      v.reason = after.halfmove_clock() >= Game::plies_to_draw_fsf ? "n-move rule" : "repetition";
    } else if (score > 0) {
      v.first_score = mover_score(1.0);
      v.reason = no_move ? std::string(reason_name(after.in_check() ? EndReason::checkmate
                                                                    : EndReason::stalemate))
                         : perpetual(after, true);
    } else {
      v.first_score = mover_score(0.0);
      v.reason = perpetual(after, false);
    }
    return v;
  }

 private:
  // Fairy-Stockfish says only that a repetition was lost. Which rule lost it
  // is named when our own ruling (Rulings::report) names the same winner;
  // otherwise it could be either.
  static std::string perpetual(const Position& after, bool mover_won) {
    const auto ruling = after.status().ruling;
    // The side that made the last move is the one not to move after it.
    const bool same_winner =
        ruling && ruling->winner && (*ruling->winner != after.side_to_move()) == mover_won;
    if (same_winner && ruling->reason == EndReason::perpetual_check) return "perpetual check";
    if (same_winner && ruling->reason == EndReason::repetition) return "perpetual chase";
    return "perpetual check or chase";
  }

  static std::vector<std::string> split(const std::string& s) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < s.size()) {
      while (i < s.size() && s[i] == ' ') ++i;
      const std::size_t j = s.find(' ', i);
      if (i < s.size()) out.push_back(s.substr(i, j == std::string::npos ? j : j - i));
      i = j == std::string::npos ? s.size() : j;
    }
    return out;
  }

  Uci uci_;
  std::string start_;  // "startpos" or "fen ..."
};

}  // namespace qipan::tools
