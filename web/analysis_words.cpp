#include "web/analysis_words.h"

namespace qipan::web {

namespace {

constexpr AnalysisWords english{
    .lines = "Lines: %d",
    .depth = "Depth %d · %.0fk nodes",
    .analysing = "Analysing…",
    .over = "The game is over here: nothing to analyse.",
    .engine_error = "The engine failed: %s",
    .back = "< Back",
    .forward = "Next >",
    .to_game = "Game end",
    .click_line = "Click a line to play it on the board.",
    .eval_bar = "Evaluation bar against the computer",
    .promote = "Promote",
    .make_main = "Make main line",
    .remove = "Delete variation",
};

constexpr AnalysisWords chinese{
    .lines = "变例：%d",
    .depth = "深度 %d · %.0fk 节点",
    .analysing = "分析中…",
    .over = "对局已结束：无可分析。",
    .engine_error = "引擎出错：%s",
    .back = "< 后退",
    .forward = "前进 >",
    .to_game = "回到终局",
    .click_line = "点击一条变例，在棋盘上走出。",
    .eval_bar = "对电脑时显示形势条",
    .promote = "上提一级",
    .make_main = "设为主线",
    .remove = "删除变例",
};

}  // namespace

const AnalysisWords& analysis_words(Language language) {
  return language == Language::zh ? chinese : english;
}

}  // namespace qipan::web
