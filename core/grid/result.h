#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace qipan {

// What kind of thing went wrong, for a program to branch on (the words are
// for people): a short stable set, named in the JS API as `error.code`
// (docs/api.md). `none` means the code is left to whoever reports the error.
enum class ErrorCode : std::uint8_t {
  none,
  bad_argument,     // a value of the wrong type or out of range, an unknown option key
  bad_square,       // a square name or a cell that is not on the board or map
  bad_move,         // text that names no move the game reads
  illegal_move,     // a move or order the rules forbid here
  game_over,        // a move after the end of the game
  bad_fen,          // a position (FEN, set-up) the game does not allow
  bad_budget,       // a search or count too large, or a budget without a limit
  unknown_name,     // a game, terrain, move class, option or scenario that does not exist
  bad_unit,         // a unit id that names no unit, or one removed or defeated
  refused,          // an order the current state refuses (wrong phase, cell taken)
  bad_data,         // saved text or data (JSON, map or battle text) that cannot be read
  bad_record_move,  // a move of a game record that cannot be read or played where it stands
};

constexpr std::string_view error_code_name(ErrorCode c) {
  switch (c) {
    case ErrorCode::none:
      return "";
    case ErrorCode::bad_argument:
      return "bad_argument";
    case ErrorCode::bad_square:
      return "bad_square";
    case ErrorCode::bad_move:
      return "bad_move";
    case ErrorCode::illegal_move:
      return "illegal_move";
    case ErrorCode::game_over:
      return "game_over";
    case ErrorCode::bad_fen:
      return "bad_fen";
    case ErrorCode::bad_budget:
      return "bad_budget";
    case ErrorCode::unknown_name:
      return "unknown_name";
    case ErrorCode::bad_unit:
      return "bad_unit";
    case ErrorCode::refused:
      return "refused";
    case ErrorCode::bad_data:
      return "bad_data";
    case ErrorCode::bad_record_move:
      return "bad_record_move";
  }
  return "";
}

// What went wrong, in words a user can act on ("FEN has 9 ranks, expected 10"),
// and its kind. The core never throws: fallible operations return a Result,
// and the bindings turn an Error into a JavaScript Error with the same
// message and `code`.
struct Error {
  std::string message;
  ErrorCode code = ErrorCode::none;
};

// `e` with the code `c` unless it already has one.
inline Error with_code(Error e, ErrorCode c) {
  if (e.code == ErrorCode::none) e.code = c;
  return e;
}

// A value or the Error that prevented it. `ok()` tells which; reading the
// value of a failed Result (or the error of a good one) is a bug.
template <class T>
class [[nodiscard]] Result {
 public:
  using value_type = T;

  Result(T value) : state_(std::move(value)) {}
  Result(Error error) : state_(std::move(error)) {}

  bool ok() const { return state_.index() == 0; }
  explicit operator bool() const { return ok(); }

  T& value() & { return std::get<0>(state_); }
  const T& value() const& { return std::get<0>(state_); }
  T&& value() && { return std::get<0>(std::move(state_)); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }

  const Error& error() const { return std::get<1>(state_); }

 private:
  std::variant<T, Error> state_;
};

// Success with nothing to return, or an Error.
template <>
class [[nodiscard]] Result<void> {
 public:
  using value_type = void;

  Result() = default;
  Result(Error error) : error_(std::move(error)), ok_(false) {}

  bool ok() const { return ok_; }
  explicit operator bool() const { return ok_; }
  const Error& error() const { return error_; }

 private:
  Error error_;
  bool ok_ = true;
};

// `r` unchanged when it succeeded, else its error with the code `c` unless
// it already has one.
template <class T>
Result<T> with_code(Result<T> r, ErrorCode c) {
  if (r) return r;
  return with_code(r.error(), c);
}

}  // namespace qipan
