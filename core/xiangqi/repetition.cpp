#include "core/xiangqi/repetition.h"

#include <string>

#include "core/xiangqi/fen.h"

namespace qipan::xiangqi {
namespace {

// What one side did in the cycle.
struct Conduct {
  bool moved = false;
  bool every_move_checked = true;
  // The enemy pieces (their current points) chased by every move so far
  // (Asian), and by every move that was not a check (Chinese 长打).
  Bitboard chased_by_every;
  Bitboard chased_by_every_other;
  bool chased_once = false;     // some move's chases were intersected in
  bool non_check_once = false;  // some move was not a check

  bool checks() const { return moved && every_move_checked; }
  bool chases(ChaseRules rules) const {
    if (!moved) return false;
    if (chased_by_every.any()) return true;
    return rules == ChaseRules::chinese && non_check_once && chased_by_every_other.any();
  }
  // Whether a move's chases can still matter.
  bool wants_chases(ChaseRules rules) const {
    if (!chased_once || chased_by_every.any()) return true;
    return rules == ChaseRules::chinese && (!non_check_once || chased_by_every_other.any());
  }
  Square victim() const {
    Bitboard v = chased_by_every.any() ? chased_by_every : chased_by_every_other;
    return v.any() ? v.pop() : no_square;
  }
};

void follow(Bitboard& set, Move m) {
  if (set.has(m.from())) {
    set.toggle(m.from());
    set.set(m.to());
  }
}

bool fits(const Board& b, Move m) {
  if (m.from() >= square_count || m.to() >= square_count) return false;
  const Piece p = b.at(m.from());
  return p != Piece::none && side_of(p) == b.side_to_move() && b.at(m.to()) == Piece::none;
}

// Replays the cycle, recording each side's conduct; false if a move does not fit.
bool replay(const Board& first, std::span<const Move> cycle, ChaseRules rules, Conduct out[2]) {
  Board b = first;
  for (Move m : cycle) {
    if (!fits(b, m)) return false;
    const Side mover = b.side_to_move();
    Conduct& c = out[index_of(mover)];
    Conduct& other = out[index_of(opposite(mover))];
    const Board before = b;
    b.make<KeyUpdate::skip>(m);
    const bool check = b.in_check();
    follow(other.chased_by_every, m);
    follow(other.chased_by_every_other, m);
    c.moved = true;
    c.every_move_checked = c.every_move_checked && check;
    if (!c.wants_chases(rules)) continue;
    const Bitboard now = chases_of(before, b, m).victims;
    c.chased_by_every = c.chased_once ? (c.chased_by_every & now) : now;
    c.chased_once = true;
    if (!check) {
      c.chased_by_every_other = c.non_check_once ? (c.chased_by_every_other & now) : now;
      c.non_check_once = true;
    }
  }
  return true;
}

}  // namespace

std::string_view chase_rules_name(ChaseRules r) {
  return r == ChaseRules::chinese ? "chinese" : "asian";
}

std::optional<ChaseRules> chase_rules_from_name(std::string_view name) {
  if (name == "asian") return ChaseRules::asian;
  if (name == "chinese") return ChaseRules::chinese;
  return std::nullopt;
}

RepetitionVerdict judge_repetition(const Board& first, std::span<const Move> cycle,
                                   ChaseRules rules) {
  Conduct c[2];
  if (!replay(first, cycle, rules, c)) return {};
  const Conduct& red = c[index_of(Side::red)];
  const Conduct& black = c[index_of(Side::black)];
  if (red.checks() != black.checks()) {
    return {red.checks() ? Side::red : Side::black, EndReason::perpetual_check};
  }
  if (red.checks()) return {};
  const bool red_chases = red.chases(rules);
  const bool black_chases = black.chases(rules);
  if (red_chases == black_chases) return {};
  const Side loser = red_chases ? Side::red : Side::black;
  // The victim's point now is its point at the start: the position recurred.
  return {loser, EndReason::repetition, c[index_of(loser)].victim()};
}

namespace {

std::string piece_words(Piece p) {
  return std::string(side_name(side_of(p))) + "'s " + std::string(piece_name(type_of(p)));
}

std::string_view article_of(ThreatKind k) {
  switch (k) {
    case ThreatKind::lesser_on_chariot:
      return "a horse or cannon may not chase a chariot for ever, protected or not (art. 15, 19)";
    case ThreatKind::minor_on_major:
      return "an advisor or elephant may not chase a greater piece for ever, protected or not";
    case ThreatKind::unprotected:
      break;
  }
  return "an unprotected piece may not be chased for ever (art. 18)";
}

std::string capitalised(std::string_view word) {
  std::string s(word);
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::string plies(std::size_t a, std::size_t b) {
  return "plies " + std::to_string(a) + "-" + std::to_string(b);
}

}  // namespace

std::string explain_repetition(const Board& first, std::span<const Move> cycle,
                               std::size_t first_ply, ChaseRules rules) {
  const RepetitionVerdict v = judge_repetition(first, cycle, rules);
  const std::string book = rules == ChaseRules::chinese ? "Chinese rules" : "Asian rules";
  const std::size_t last = first_ply + cycle.size();
  const std::string span = plies(first_ply + 1, last);
  if (!v.loser) {
    Conduct c[2];
    replay(first, cycle, rules, c);
    if (c[0].checks() && c[1].checks()) {
      return "Drawn by repetition (" + span + "): both sides gave check with every move (" + book +
             ", art. 7)";
    }
    if (c[0].chases(rules) && c[1].chases(rules)) {
      return "Drawn by repetition (" + span +
             "): both sides chased a piece with every move, and neither is ruled against (" + book +
             ")";
    }
    return "Drawn by repetition (" + span +
           "): neither side checked with every move nor chased one piece with every move (" + book +
           ", art. 5)";
  }
  const Side loser = *v.loser;
  const std::string who = capitalised(side_name(loser));
  if (v.reason == EndReason::perpetual_check) {
    return who + " loses by perpetual check: every " + who + " move of " + span +
           " gave check, and the other side's did not (" + book + ", art. 6)";
  }
  // Follow the chased piece through the cycle and name each move's chase.
  std::string words = who + " loses by perpetual chase (" + book + "): every " + who + " move of " +
                      span + " chased " + piece_words(first.at(v.victim)) + ", first on " +
                      square_name(v.victim) + ":";
  Board b = first;
  Square victim = v.victim;
  std::string rule;
  std::size_t ply = first_ply;
  for (Move m : cycle) {
    ++ply;
    const Side mover = b.side_to_move();
    const Board before = b;
    b.make<KeyUpdate::skip>(m);
    if (mover != loser) {
      if (m.from() == victim) victim = m.to();
      continue;
    }
    const Chases chases = chases_of(before, b, m);
    words += " ply " + std::to_string(ply) + " " + to_string(m);
    if (const Chase* c = chases.of(victim)) {
      words += " (the " + std::string(piece_name(type_of(b.at(c->attacker)))) + " on " +
               square_name(c->attacker) + " attacks it on " + square_name(victim) + ")";
      if (rule.empty()) rule = article_of(c->kind);
    } else {
      words += " (check)";
    }
    words += ";";
  }
  words.back() = '.';
  const Side other = opposite(loser);
  words += " " + capitalised(side_name(other)) +
           "'s moves did not chase one piece with every move. Under the " + book + ", " + rule;
  if (rules == ChaseRules::chinese && words.find("(check)") != std::string::npos) {
    words += "; checks and chases mixed are one perpetual attack (长打)";
  }
  return words + ".";
}

}  // namespace qipan::xiangqi
