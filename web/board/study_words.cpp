#include "web/board/study_words.h"

namespace qipan::web {
namespace {

constexpr StudyWords english{
    .review = "Review the game",
    .review_needs = "Play or open a game to review it.",
    .review_wait = "The computer is to move: review once it has.",
    .review_stale = "The game changed: review it again.",
    .review_budget = "%d k nodes a position",
    .reviewing = "Scoring %zu / %zu",
    .review_paused = "Paused at %zu / %zu: it goes on here",
    .stop = "Stop",
    .review_error = "The review stopped: %s",
    .classes = {"Best", "Good", "Inaccuracy", "Mistake", "Blunder"},
    .side_summary = "%s: accuracy %.0f%%",
    .counts = "%d best · %d good · %d ?! · %d ? · %d ??",
    .move_line = "%s %s — %s",
    .better = "Better: %s",
    .pick_move = "Click the chart or a move to see it judged.",
    .learn = "Learn from your mistakes",
    .learn_none = "No mistakes to learn from.",
    .learn_prompt = "%s to move: find a better move than %s (%zu of %zu)",
    .back_to_review = "Back to the review",
    .right = "Right! Keep going.",
    .wrong = "Not that one: try again.",
    .solved = "Solved!",
    .solved_late = "Done (not counted as solved).",
    .retry = "Retry",
    .solution = "Solution",
    .next = "Next",
    .daily = "Puzzle of the day",
    .daily_label = "Puzzle of the day",
    .prompt_mate = "%s to move: mate in %d",
    .prompt_den = "%s to move: enter the den in %d",
    .prompt_material = "%s to move: win material",
    .prompt_defend = "%s to move: find the only move that holds",
    .theme_line = "%s · difficulty %d · %s",
    .themes = {"Mate", "Den", "Win material", "Defend"},
    .rating = "Puzzle rating %d · streak %d (best %d)",
    .loading = "Loading the puzzles…",
    .load_failed = "The puzzles could not be read: %s",
    .none_here = "No puzzles for this game.",
};

constexpr StudyWords chinese{
    .review = "复盘这局棋",
    .review_needs = "先下一局或打开一局棋，再来复盘。",
    .review_wait = "轮到电脑走棋：它走完再复盘。",
    .review_stale = "棋局已变：请再复盘。",
    .review_budget = "每个局面 %d k 节点",
    .reviewing = "评分中 %zu / %zu",
    .review_paused = "暂停于 %zu / %zu：回到此页继续",
    .stop = "停止",
    .review_error = "复盘停止：%s",
    .classes = {"最佳", "好棋", "欠佳", "错着", "败着"},
    .side_summary = "%s：准确率 %.0f%%",
    .counts = "最佳 %d · 好棋 %d · ?! %d · ? %d · ?? %d",
    .move_line = "%s %s — %s",
    .better = "更好：%s",
    .pick_move = "点击曲线或着法查看评价。",
    .learn = "从错误中学习",
    .learn_none = "没有可学习的错误。",
    .learn_prompt = "%s走：找出比 %s 更好的一着（%zu / %zu）",
    .back_to_review = "回到复盘",
    .right = "对！继续。",
    .wrong = "不对，再试一次。",
    .solved = "解出！",
    .solved_late = "完成（不计为解出）。",
    .retry = "重试",
    .solution = "答案",
    .next = "下一题",
    .daily = "每日一题",
    .daily_label = "每日一题",
    .prompt_mate = "%s走：%d 步杀",
    .prompt_den = "%s走：%d 步入穴",
    .prompt_material = "%s走：得子",
    .prompt_defend = "%s走：找出唯一的守着",
    .theme_line = "%s · 难度 %d · %s",
    .themes = {"杀棋", "入穴", "得子", "防守"},
    .rating = "谜题等级分 %d · 连胜 %d（最多 %d）",
    .loading = "正在载入谜题…",
    .load_failed = "谜题文件无法读取：%s",
    .none_here = "这种棋没有谜题。",
};

}  // namespace

const StudyWords& study_words(Language language) {
  return language == Language::zh ? chinese : english;
}

}  // namespace qipan::web
