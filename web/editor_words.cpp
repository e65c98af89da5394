#include "web/editor_words.h"

namespace qipan::web {

namespace {

constexpr EditorWords english{
    .palette_says =
        "Drag a piece onto the board, or pick one and click squares. "
        "Drag a piece off the board to remove it.",
    .eraser = "Remove",
    .side_to_move = "To move:",
    .empty_board = "Empty",
    .start_position = "Start position",
    .playable = "This position can be played.",
    .play_computer = "Play computer",
    .play_friend = "Play a friend",
    .copy_fen = "Copy FEN",
    .copy_link = "Copy link",
    .analyse = "Analyse",
    .fen_copied = "FEN copied.",
    .link_copied = "Link copied.",
    .link_game = "Game by link: you play %s.",
    .link_send = "%s to move: send this link to your friend.",
    .link_yours = "Your move (%s). Play it, then send the new link.",
    .link_over = "The game is over: send the link so your friend sees the end.",
    .games_title = "Your games",
    .games_none = "No games yet: every game you play is kept here.",
    .games_loading = "Reading your games…",
    .open = "Open",
    .review = "Review",
    .export_one = "Export",
    .remove = "Delete",
    .export_all = "Export all",
    .exported_all = "%d games in one file.",
    .mode_computer = "vs computer, level %d",
    .mode_people = "two players",
    .mode_link = "by link",
    .mode_battle = "battle",
    .no_clock = "no clock",
    .unfinished = "unfinished",
    .storage_failed =
        "Your games could not be saved (%s). The game on the board is not lost: "
        "export it, or free some space.",
    .storage_off =
        "Your games could not be opened (%s): games are not kept in this browser "
        "(private mode?). Export a game to keep it.",
};

constexpr EditorWords chinese{
    .palette_says = "把棋子拖到棋盘上，或先选棋子再点格子。把棋子拖出棋盘即移除。",
    .eraser = "移除",
    .side_to_move = "走棋方：",
    .empty_board = "清空",
    .start_position = "初始局面",
    .playable = "这个局面可以下。",
    .play_computer = "和电脑下",
    .play_friend = "和朋友下",
    .copy_fen = "复制FEN",
    .copy_link = "复制链接",
    .analyse = "分析",
    .fen_copied = "已复制FEN。",
    .link_copied = "已复制链接。",
    .link_game = "链接对局：你执%s。",
    .link_send = "轮到%s：把这个链接发给朋友。",
    .link_yours = "轮到你（%s）。走完后把新链接发给朋友。",
    .link_over = "对局结束：把链接发给朋友看结果。",
    .games_title = "我的棋局",
    .games_none = "还没有棋局：你下的每一局都会保存在这里。",
    .games_loading = "正在读取棋局…",
    .open = "打开",
    .review = "复盘",
    .export_one = "导出",
    .remove = "删除",
    .export_all = "全部导出",
    .exported_all = "%d局已存为一个文件。",
    .mode_computer = "对电脑，%d级",
    .mode_people = "双人",
    .mode_link = "链接",
    .mode_battle = "战斗",
    .no_clock = "不计时",
    .unfinished = "未完",
    .storage_failed = "无法保存棋局（%s）。棋盘上的对局没有丢失：请导出它，或腾出空间。",
    .storage_off = "无法打开棋局存储（%s）：这个浏览器不保存棋局（隐私模式？）。请导出对局来保存。",
};

}  // namespace

const EditorWords& editor_words(Language language) {
  return language == Language::zh ? chinese : english;
}

}  // namespace qipan::web
