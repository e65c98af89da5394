#pragma once

// The layout of a PGN-style record file, for any game: tag pairs, movetext
// (move numbers, moves, comments, NAGs, variations) and a result, many games
// to a file. Reading is tolerant about layout — a byte-order mark, CRLF or
// CR line ends, full-width spaces, move numbers glued to moves ("1.h2e2"),
// "1..." for a Black move, "!"/"?" after a move — and leaves the moves as
// text: what they mean is for the game's record reader (xiangqi_record.h,
// jungle_record.h) to decide against its rules.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid/result.h"

namespace qipan::records {

// One tag pair: [Name "value"].
struct Tag {
  std::string name;
  std::string value;

  bool operator==(const Tag&) const = default;
};

// A variation: the text between one pair of parentheses of the main line,
// kept as written, and the number of main-line moves written before it; as
// PGN places them, it is an alternative to the last of those (main-line
// move `ply`, counting from 1).
struct Variation {
  std::size_t ply = 0;
  std::string text;

  bool operator==(const Variation&) const = default;
};

// A comment ({...} or ; to the end of the line) after `ply` main-line moves.
struct Comment {
  std::size_t ply = 0;
  std::string text;

  bool operator==(const Comment&) const = default;
};

// One game of a record file as written: its tags in file order, its
// main-line moves as text, the result that ended its movetext ("1-0", "0-1",
// "1/2-1/2", "*", or "" when none was written), its comments, NAGs ($n, as
// "$n" after `ply` moves, kept with the comments) and variations.
struct GameText {
  int number = 1;        // 1-based, in file order
  std::size_t line = 1;  // the line it starts on
  std::vector<Tag> tags;
  std::vector<std::string> moves;
  std::string result;
  std::vector<Comment> comments;
  std::vector<Variation> variations;

  // The value of tag `name` (compared without regard to ASCII case), if present.
  std::optional<std::string> tag(std::string_view name) const;
};

// Whether two tag names are the same without regard to ASCII case.
bool same_tag_name(std::string_view a, std::string_view b);

// The games of a record file. An Error, naming the game and line, for what
// no tolerance can read: an unterminated tag, comment or variation, a ')'
// with no '(' . Text with no tags and no moves is zero games.
Result<std::vector<GameText>> read_games(std::string_view text);

// A tag pair line, value escaped ('"' and '\' backslashed): [Event "x"].
std::string tag_line(const Tag& tag);

// What a movetext holds besides its moves, each placed by the number of
// main-line moves before it, as read_games keeps them: comments (a NAG is
// a comment "$n") and variations (their text as it is to be written).
struct Annotations {
  std::vector<Comment> comments;
  std::vector<Variation> variations;
};

// Numbered moves on one line ("1. h2e2 h9g7 2. ..."), without a result,
// with the comments ({...}, a NAG bare) and variations ((...)) of `notes`
// after the move they follow, a move of the second side after one of them
// numbered again ("5... h9g7"): a variation's text. `first_number` is the
// move number of the first move; when `first_is_second_side` the first move
// is the second side's ("1... h9g7"). A comment's line ends become spaces
// and a '}' in it (possible in a ';' comment) a ')'.
std::string annotated_line(const std::vector<std::string>& moves, int first_number = 1,
                           bool first_is_second_side = false, const Annotations& notes = {});

// Movetext: annotated_line then the result, wrapped at about 80 bytes.
std::string movetext(const std::vector<std::string>& moves, std::string_view result,
                     int first_number = 1, bool first_is_second_side = false,
                     const Annotations& notes = {});

// Whether `text` is one of the results a movetext may end with.
bool is_result(std::string_view text);

}  // namespace qipan::records
