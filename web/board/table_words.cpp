#include "web/board/table_words.h"

namespace qipan::web {

namespace {

constexpr TableWords english{
    .play_against = "Play against:",
    .vs_computer = "Computer",
    .two_players = "Two players here",
    .friend_link = "A friend by link",
    .friend_says =
        "You play the first move here, then send the link; your friend answers "
        "from it.",
    .clock = "Clock:",
    .no_clock = "None",
    .reading = "10|30 byo-yomi",
    .custom = "Custom",
    .custom_says =
        "Main time, increment per move, or byo-yomi seconds per move (instead of "
        "the increment):",
    .custom_minutes = "Minutes",
    .custom_increment = "Increment s",
    .custom_reading = "Byo-yomi s",
    .custom_set = "Set",
    .start = "Start game",
    .start_says = "The computer moves first: press Start game.",
    .match_me = "Match me",
    .match_says =
        "Match me plays at level %d: one up after each of your wins, one down after "
        "each loss, so it settles where you win as often as you lose.",
    .match_record = "So far: %d won · %d drawn · %d lost",
    .match_moved_up = "Up one after your win.",
    .match_moved_down = "Down one after your loss.",
    .pause = "Pause",
    .resume = "Resume",
    .paused = "Paused",
    .reading_left = "%s · byo-yomi ×%d",
    .flag_fell = "flag fell",
    .resign = "Resign",
    .resign_really = "Resign as %s?",
    .yes = "Yes",
    .no = "No",
    .offer_draw = "Offer draw",
    .claim_draw = "Claim draw",
    .draw_claimable = "A draw can be claimed: %s",
    .draw_offered = "%s offers a draw.",
    .offer_by_link = "You offer a draw: it goes with your move, in the next link.",
    .offer_in_link = "Your draw offer is in the link: your friend answers it.",
    .accept = "Accept",
    .decline = "Decline",
    .computer_accepts = "The computer accepts the draw.",
    .computer_declines = "The computer declines the draw: play on.",
    .resigned = "%s resigned",
    .draw_agreed = "draw agreed",
    .draw_claimed = "draw claimed: %s",
    .lost_on_time = "%s lost on time",
    .time_cannot_mate = "%s's flag fell, but %s could never mate",
};

constexpr TableWords chinese{
    .play_against = "对手：",
    .vs_computer = "电脑",
    .two_players = "两人同屏",
    .friend_link = "链接约棋",
    .friend_says = "你在这里走第一步，然后把链接发给朋友，朋友从链接应着。",
    .clock = "计时：",
    .no_clock = "不计时",
    .reading = "10|30 读秒",
    .custom = "自定",
    .custom_says = "基本用时、每步加秒，或每步读秒（代替加秒）：",
    .custom_minutes = "分钟",
    .custom_increment = "加秒",
    .custom_reading = "读秒",
    .custom_set = "设定",
    .start = "开始对局",
    .start_says = "电脑先走：请按开始对局。",
    .match_me = "随我水平",
    .match_says = "随我水平：本局等级 %d。你赢一局升一级，输一局降一级，直到输赢相当。",
    .match_record = "战绩：胜 %d · 和 %d · 负 %d",
    .match_moved_up = "上局你赢了，升一级。",
    .match_moved_down = "上局你输了，降一级。",
    .pause = "暂停",
    .resume = "继续",
    .paused = "已暂停",
    .reading_left = "%s · 读秒 ×%d",
    .flag_fell = "超时",
    .resign = "认输",
    .resign_really = "确定以%s认输？",
    .yes = "是",
    .no = "否",
    .offer_draw = "提和",
    .claim_draw = "判和",
    .draw_claimable = "可以判和：%s",
    .draw_offered = "%s提和。",
    .offer_by_link = "你已提和：走完这步后，朋友会在新链接里看到。",
    .offer_in_link = "你的提和已在链接里，等朋友回答。",
    .accept = "同意",
    .decline = "拒绝",
    .computer_accepts = "电脑同意和棋。",
    .computer_declines = "电脑拒绝和棋：继续下。",
    .resigned = "%s认输",
    .draw_agreed = "双方议和",
    .draw_claimed = "判和：%s",
    .lost_on_time = "%s超时负",
    .time_cannot_mate = "%s超时，但%s无力取胜",
};

}  // namespace

const TableWords& table_words(Language language) {
  return language == Language::zh ? chinese : english;
}

}  // namespace qipan::web
