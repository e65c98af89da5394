// The page says why a game ended in the same words as the API and the
// command-line tool: its English reasons are core's (core/grid/game_end.h),
// and every reason has a Chinese one. The chooser's labels are the
// registry's display names.
#include <gtest/gtest.h>

#include <cstddef>
#include <string>
#include <string_view>

#include "core/games/games.h"
#include "core/grid/game_end.h"
#include "web/words.h"

namespace qipan::web {
namespace {

TEST(PageWords, EnglishReasonsAreCoresWords) {
  const Words& en = words(Language::en);
  for (std::size_t i = 0; i < std::size(reason_texts); ++i) {
    const auto r = static_cast<EndReason>(i);
    EXPECT_EQ(std::string_view(ending_words(en, r)), reason_words(r)) << reason_name(r);
  }
  EXPECT_EQ(std::string_view(ending_words(en, EndReason::move_limit)),
            "the move limit: too many plies without a capture");
}

TEST(PageWords, EveryReasonHasChineseWords) {
  const Words& zh = words(Language::zh);
  EXPECT_EQ(std::string_view(ending_words(zh, EndReason::none)), "");
  for (std::size_t i = 1; i < std::size(reason_texts); ++i) {
    const auto r = static_cast<EndReason>(i);
    const std::string_view text = ending_words(zh, r);
    EXPECT_FALSE(text.empty()) << reason_name(r);
    EXPECT_NE(text, reason_words(r)) << reason_name(r) << " is not translated";
  }
}

TEST(PageWords, GameLabelsAreTheRegistrysDisplayNames) {
  games::for_each_game([](auto g) {
    using G = typename decltype(g)::type;
    EXPECT_EQ(std::string_view(game_label(words(Language::en), G::name)), G::display.english);
    EXPECT_EQ(std::string_view(game_label(words(Language::zh), G::name)), G::display.chinese);
  });
  EXPECT_EQ(std::string_view(game_label(words(Language::en), "tactics")),
            words(Language::en).tactics);
  EXPECT_EQ(std::string_view(game_label(words(Language::en), "chess")), "?");
}

TEST(PageWords, NotationHeadingNamesTheGameWithNotations) {
  std::string name;
  games::for_each_game([&](auto g) {
    using G = typename decltype(g)::type;
    if (G::has_notations && name.empty()) name = G::display.english;
  });
  ASSERT_FALSE(name.empty());
  EXPECT_EQ(notation_label(words(Language::en)), "Record notation (" + name + ")");
}

}  // namespace
}  // namespace qipan::web
