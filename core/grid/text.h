#pragma once

// Small pieces of text handling every game's parsers share: quoting input in
// messages, and splitting a FEN into its fields and its board into ranks.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace qipan::grid {

// How much of a text quoted() echoes before it cuts with "...".
inline constexpr std::size_t quote_limit = 40;

// `text` in single quotes for a message: at most quote_limit bytes of it
// (cut on a UTF-8 character boundary, then "..."), control characters and
// NUL shown escaped (\n, \t, \r, \0, \x1f), so a message never echoes
// megabytes of input nor ends at a NUL.
std::string quoted(std::string_view text);
// `text` with control characters and NUL escaped as quoted() shows them, cut
// to at most `limit` bytes of the input (on a UTF-8 character boundary) with
// `ellipsis` appended when cut. quoted() is escaped(text, quote_limit, "...")
// in quotes; the JS bindings use it for whole messages too.
std::string escaped(std::string_view text, std::size_t limit, std::string_view ellipsis);
// Exact overloads, so that argument-dependent lookup never prefers std::quoted.
inline std::string quoted(const std::string& text) { return quoted(std::string_view(text)); }
inline std::string quoted(const char* text) { return quoted(std::string_view(text)); }

// The parts of `text` between `separator`s; n separators give n + 1 parts,
// empty ones included ("a//b" -> "a", "", "b").
std::vector<std::string_view> split(std::string_view text, char separator);

// The fields of a FEN: the runs of characters between white space (space,
// tab, newline, carriage return, vertical tab, form feed), none empty.
std::vector<std::string_view> fen_fields(std::string_view text);

}  // namespace qipan::grid
