#include "web/words.h"

#include <cstdarg>
#include <cstdio>
#include <iterator>

#include "core/games/games.h"

namespace qipan::web {

namespace {

using Reasons = decltype(Words::reasons);

// English says why a game ended in core's words (core/grid/game_end.h),
// so the page and the API's messages never differ.
constexpr Reasons core_reasons() {
  Reasons out{};
  for (std::size_t i = 0; i < out.size(); ++i) out[i] = reason_texts[i].words.data();
  return out;
}

// Chinese, by EndReason: exactly one entry for each of core's reasons.
constexpr const char* chinese_reason_words[] = {"",
                                                "将死",
                                                "困毙",
                                                "长将",
                                                "重复局面",
                                                "步数已满：太久没有吃子",
                                                "子力不足：双方都没有进攻的棋子",
                                                "进入兽穴",
                                                "棋子被吃光",
                                                "无子可动"};
static_assert(std::size(chinese_reason_words) == std::size(reason_texts),
              "one Chinese reason for each EndReason of core/grid/game_end.h");

constexpr Reasons chinese_reasons() {
  Reasons out{};
  for (std::size_t i = 0; i < out.size(); ++i) out[i] = chinese_reason_words[i];
  return out;
}

constexpr Words english{
    .id = Language::en,
    .language_name = "English",
    .title = "qipan",
    .tactics = "Tactics",
    .new_game = "New game",
    .undo = "Undo",
    .redo = "Redo",
    .flip = "Flip",
    .hint = "Hint",
    .opponent = "Opponent",
    .person = "Person",
    .computer = "Computer",
    .you_play = "You play",
    .level = "Level",
    .computer_thinking = "The computer is thinking…",
    .looking_for_hint = "Looking for a hint…",
    .engine_error = "Engine: %s",
    .search_line = "%s %s · %s",
    .search_hint = "Hint:",
    .search_computer = "Computer played",
    .search_score = "%s %+.2f",
    .search_mates = "%s mates in %d",
    .search_mated = "%s is mated in %d",
    .to_move = "%s to move",
    .game_over = "Game over",
    .wins = "%s wins — %s",
    .draw_reason = "Draw — %s",
    .check = "Check!",
    .how_to_play = "Click a piece, then a marked point.",
    .setup_entry = "set-up",
    .order_entry = "(order)",
    .banner_wins = "%s wins!",
    .banner_draw = "Draw",
    .red = "Red",
    .black = "Black",
    .blue = "Blue",
    .reasons = core_reasons(),
    .help = "Help",
    .settings = "Settings",
    .close = "Close",
    .piece_style = "Pieces",
    .style_traditional = "Characters (traditional)",
    .style_simplified = "Characters (simplified)",
    .style_pictures = "Pictures",
    .language = "Language",
    .text_size = "Text size",
    .text_small = "Small",
    .text_normal = "Normal",
    .text_large = "Large",
    .sound = "Sound",
    .mute = "Mute",
    .first_visit = "New to these games? The rules and the pieces are under Help.",
    .got_it = "Got it",
    .help_title = "How to play",
    .rules = "Rules",
    .pieces = "Pieces",
    .tactics_rules =
        "A turn-based battle on a map. Click one of your (blue) units: the blue cells are where "
        "it can walk, the red ones what it can attack. Click a blue cell to move, an enemy to "
        "attack; hover an enemy to see the damage first. When all your units have acted (or on "
        "End turn) the enemy moves. Defeat every enemy to win.",
    .tactics_map =
        "Terrain costs movement and gives cover: roads are quick, forests and hills slow, "
        "rivers, mountains and walls stop most units. The bar under a unit is its health.",
    .tactics_names = {"Foot", "Mounted", "Flying", "Archer"},
    .tactics_moves = {"Forests and hills cost it 2 moves, mountains 3; it cannot cross water.",
                      "Quick on open ground; forests cost it 3, hills 4; no mountains or water.",
                      "Every terrain costs it 1, water and mountains too; walls stop it.",
                      "Strikes from further off than the next cell (its range shows when "
                      "selected)."},
    .copy_link = "Copy link",
    .copy_record = "Copy record",
    .download = "Download",
    .import = "Import…",
    .import_name = "Import a game",
    .import_says = "Import a game: paste a game record (PGN) or a qipan link, or open a file.",
    .import_load = "Load",
    .import_open = "Open file…",
    .import_cancel = "Cancel",
    .ok = "OK",
    .notation = "Record notation (%s)",
    .notation_names = {"ICCS (h2e2)", "WXF (C2.5)", "Chinese (炮二平五)"},
    .link_copied = "Link copied: it opens this game.",
    .record_copied = "Record copied.",
    .record_downloaded = "Record downloaded.",
    .no_battle_record = "A battle has no record format: Copy link keeps it.",
    .opened_shared = "Opened the shared game.",
    .link_failed = "The link could not be opened (%s).",
    .restore_failed = "The saved game could not be restored (%s); a new game was started.",
    .imported = "Imported the game.",
    .imported_first = "The text holds %d games; the first one was imported.",
    .import_failed = "Could not import it (%s).",
    .open_failed = "Could not open it (%s).",
    .discard_title = "Discard the game in progress?",
    .discard_unfinished = "The game on the board is not finished.",
    .discard_for = {"Start a new game and lose it?", "Open the shared game and lose it?",
                    "Open the imported game and lose it?"},
    .discard = "Discard",
    .keep_playing = "Keep playing",
    .viewing_start = "Viewing the start — click the board or press End to return",
    .viewing_start_short = "Viewing the start",
    .viewing_move = "Viewing move %zu of %zu — click the board or press End to return",
    .viewing_short = "Viewing move %zu of %zu",
    .back_to_game = "Back to game",
    .hide = "Hide",
    .modes = {"Play", "Analyse", "Review", "Puzzles", "Games", "Edit"},
    .restart = "Restart",
    .turn = "Turn %d · ",
    .your_phase = "Your phase",
    .enemy_phase = "Enemy phase",
    .your_turn_banner = "Your turn",
    .enemy_phase_banner = "Enemy phase",
    .victory = "Victory!",
    .defeat = "Defeat",
    .victory_text = "Every enemy unit is defeated.",
    .defeat_text = "Your units have fallen.",
    .defeated = "Defeated",
    .end_turn = "End turn",
    .wait = "Wait",
    .danger_zone = "Danger zone",
    .units_alive = "Your units %d · enemy units %d",
    .battle_log = "Battle log",
    .unit_stats = "HP %d/%d   ATK %d   DEF %d",
    .unit_move = "Move %d (%s)   Range %d-%d",
    .done_this_turn = "Done this turn.",
    .after_move = "Attack a red-ringed enemy, or Wait. Esc or right-click: back.",
    .before_move = "Click a blue cell to move, a red-ringed enemy to attack.",
    .pick_unit = "Click one of your (blue) units.",
    .enemy_moving = "The enemy is moving…",
    .forecast = "Damage %d  HP %d → %d",
    .forecast_defeats = "  defeated",
    .log_player_phase = "Turn %d · your phase",
    .log_enemy_phase = "Turn %d · enemy phase",
    .log_hit = "%s hit %s for %d (HP %d left)",
    .log_defeat = "%s was defeated by %s",
    .log_wait = "%s waited",
};

constexpr Words chinese{
    .id = Language::zh,
    .language_name = "中文",
    .title = "棋盘",
    .tactics = "战棋",
    .new_game = "新局",
    .undo = "悔棋",
    .redo = "重走",
    .flip = "翻转",
    .hint = "提示",
    .opponent = "对手",
    .person = "真人",
    .computer = "电脑",
    .you_play = "你执",
    .level = "等级",
    .computer_thinking = "电脑思考中…",
    .looking_for_hint = "正在找提示…",
    .engine_error = "引擎：%s",
    .search_line = "%s%s · %s",
    .search_hint = "提示：",
    .search_computer = "电脑走了",
    .search_score = "%s %+.2f",
    .search_mates = "%s%d步杀",
    .search_mated = "%s%d步被杀",
    .to_move = "轮到%s走棋",
    .game_over = "对局结束",
    .wins = "%s胜 — %s",
    .draw_reason = "和棋 — %s",
    .check = "将军！",
    .how_to_play = "先点棋子，再点标记的位置。",
    .setup_entry = "摆子",
    .order_entry = "（命令）",
    .banner_wins = "%s胜！",
    .banner_draw = "和棋",
    .red = "红方",
    .black = "黑方",
    .blue = "蓝方",
    .reasons = chinese_reasons(),
    .help = "帮助",
    .settings = "设置",
    .close = "关闭",
    .piece_style = "棋子",
    .style_traditional = "汉字（繁体）",
    .style_simplified = "汉字（简体）",
    .style_pictures = "图形",
    .language = "语言",
    .text_size = "字号",
    .text_small = "小",
    .text_normal = "中",
    .text_large = "大",
    .sound = "声音",
    .mute = "静音",
    .first_visit = "第一次玩？规则和棋子说明都在「帮助」里。",
    .got_it = "知道了",
    .help_title = "玩法",
    .rules = "规则",
    .pieces = "棋子",
    .tactics_rules =
        "回合制的战斗。点你的（蓝色）单位：蓝色格子是它能走到的地方，"
        "红色格子是它能攻击的地方。点蓝色格子移动，点敌人攻击；"
        "先把鼠标移到敌人上可以看到伤害。你的单位都行动后（或点结束回合），"
        "轮到敌方行动。打败所有敌人就赢。",
    .tactics_map =
        "地形影响移动和防御：道路快，森林和山丘慢，河流、高山和城墙挡住大多数单位。"
        "单位下面的条是它的生命值。",
    .tactics_names = {"步兵", "骑兵", "飞行", "弓兵"},
    .tactics_moves = {"森林和山丘要 2 步，高山 3 步；不能过水。",
                      "平地上走得快；森林要 3 步，山丘 4 步；不能上高山，不能过水。",
                      "每种地形都只要 1 步，水和高山也能过；城墙挡住它。",
                      "能从远处攻击，不只攻击相邻的格子（选中时显示射程）。"},
    .copy_link = "复制链接",
    .copy_record = "复制棋谱",
    .download = "下载",
    .import = "导入…",
    .import_name = "导入对局",
    .import_says = "导入对局：粘贴棋谱（PGN）或 qipan 链接，或者打开文件。",
    .import_load = "载入",
    .import_open = "打开文件…",
    .import_cancel = "取消",
    .ok = "好",
    .notation = "%s棋谱记法",
    .notation_names = {"ICCS (h2e2)", "WXF (C2.5)", "中文 (炮二平五)"},
    .link_copied = "链接已复制：它能打开这局棋。",
    .record_copied = "棋谱已复制。",
    .record_downloaded = "棋谱已下载。",
    .no_battle_record = "战斗没有棋谱格式：用「复制链接」保存它。",
    .opened_shared = "已打开分享的对局。",
    .link_failed = "无法打开链接（%s）。",
    .restore_failed = "无法恢复保存的对局（%s）；已开始新局。",
    .imported = "已导入对局。",
    .imported_first = "文本里有 %d 局；已导入第一局。",
    .import_failed = "无法导入（%s）。",
    .open_failed = "无法打开（%s）。",
    .discard_title = "放弃进行中的对局？",
    .discard_unfinished = "棋盘上的对局还没有结束。",
    .discard_for = {"开始新局并放弃它？", "打开分享的对局并放弃它？", "打开导入的对局并放弃它？"},
    .discard = "放弃",
    .keep_playing = "继续下",
    .viewing_start = "正在看开局 — 点棋盘或按 End 返回",
    .viewing_start_short = "正在看开局",
    .viewing_move = "正在看第 %zu 步（共 %zu 步）— 点棋盘或按 End 返回",
    .viewing_short = "第 %zu 步（共 %zu 步）",
    .back_to_game = "回到对局",
    .hide = "隐藏",
    .modes = {"对局", "分析", "复盘", "谜题", "棋局", "摆棋"},
    .restart = "重新开始",
    .turn = "第 %d 回合 · ",
    .your_phase = "我方回合",
    .enemy_phase = "敌方回合",
    .your_turn_banner = "轮到你了",
    .enemy_phase_banner = "敌方回合",
    .victory = "胜利！",
    .defeat = "失败",
    .victory_text = "敌方单位全部被打败。",
    .defeat_text = "我方单位全部倒下了。",
    .defeated = "倒下",
    .end_turn = "结束回合",
    .wait = "待命",
    .danger_zone = "危险区域",
    .units_alive = "我方单位 %d · 敌方单位 %d",
    .battle_log = "战斗记录",
    .unit_stats = "生命 %d/%d   攻击 %d   防御 %d",
    .unit_move = "移动 %d（%s）   射程 %d-%d",
    .done_this_turn = "本回合已行动。",
    .after_move = "攻击红圈里的敌人，或待命。Esc 或右键：退回。",
    .before_move = "点蓝色格子移动，点红圈里的敌人攻击。",
    .pick_unit = "点你的一个（蓝色）单位。",
    .enemy_moving = "敌方正在行动…",
    .forecast = "伤害 %d  生命 %d → %d",
    .forecast_defeats = "  倒下",
    .log_player_phase = "第 %d 回合 · 我方",
    .log_enemy_phase = "第 %d 回合 · 敌方",
    .log_hit = "%s 攻击 %s，造成 %d 伤害（剩余生命 %d）",
    .log_defeat = "%s 被 %s 打败",
    .log_wait = "%s 待命",
};

}  // namespace

const Words& words(Language language) { return language == Language::zh ? chinese : english; }

const char* ending_words(const Words& w, EndReason reason) {
  const auto i = static_cast<std::size_t>(reason);
  return i < w.reasons.size() ? w.reasons[i] : "";
}

const char* display_name(const Words& w, const games::DisplayNames& names) {
  return (w.id == Language::zh ? names.chinese : names.english).data();
}

const char* game_label(const Words& w, std::string_view id) {
  const char* label = "?";
  if (!games::with_game(id, [&](auto g) { label = display_name(w, decltype(g)::type::display); })) {
    if (id == "tactics") label = w.tactics;
  }
  return label;
}

std::string notation_label(const Words& w) {
  std::string name;
  games::for_each_game([&](auto g) {
    using G = typename decltype(g)::type;
    if (G::has_notations && name.empty()) name = display_name(w, G::display);
  });
  return fill(w.notation, name.c_str());
}

std::string fill(const char* format, ...) {
  std::va_list args;
  va_start(args, format);
  std::va_list again;
  va_copy(again, args);
  const int n = std::vsnprintf(nullptr, 0, format, args);
  va_end(args);
  std::string out(n > 0 ? static_cast<std::size_t>(n) : 0, '\0');
  if (n > 0) std::vsnprintf(out.data(), out.size() + 1, format, again);
  va_end(again);
  return out;
}

}  // namespace qipan::web
