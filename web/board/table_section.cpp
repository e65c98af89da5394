#include "web/board/table_section.h"

#include <emscripten/emscripten.h>

#include <algorithm>
#include <cstdio>

#include "web/board/table_words.h"
#include "web/palette.h"

// clang-format off
EM_JS(int, qipan_today, (), {
  const d = new Date();
  return d.getFullYear() * 10000 + (d.getMonth() + 1) * 100 + d.getDate();
});
// clang-format on

namespace qipan::web {

namespace {

constexpr const char* named_controls[] = {"5+3", "10+5", "15+10"};
constexpr const char* reading_control = "10|30";

bool is_named(const std::string& control) {
  if (control == "none" || control == reading_control) return true;
  for (const char* c : named_controls) {
    if (control == c) return true;
  }
  return false;
}

void label(const char* text) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(text);
  ImGui::SameLine();
}

// A number with − and + beside it, kept within [low, high]: ids `id`-less, `id`-more.
void stepper(Controls& controls, const char* name, const std::string& id, int& value, int step,
             int low, int high) {
  ImGui::PushID(id.c_str());  // the rows' buttons share their labels
  ImGui::AlignTextToFramePadding();
  ImGui::Text("%s %d", name, value);
  ImGui::SameLine();
  if (controls.button(" - ", (id + "-less").c_str(), value > low))
    value = std::max(low, value - step);
  ImGui::SameLine();
  if (controls.button(" + ", (id + "-more").c_str(), value < high))
    value = std::min(high, value + step);
  ImGui::PopID();
}

void start_choice(Controls& controls, const TableSectionState& s, CustomControl& custom,
                  TableActions& a) {
  const Words& w = controls.words();
  const TableWords& t = table_words(w.id);
  bool first = true;
  label(t.play_against);
  first = true;
  if (controls.choice(t.vs_computer, "computer", s.opponent.computer, first)) {
    a.opponent.computer = true;
  }
  if (controls.choice(t.two_players, "people", !s.opponent.computer, first)) {
    a.opponent.computer = false;
  }
  if (controls.choice(t.friend_link, "friend", false, first)) a.friend_link = true;
  if (s.opponent.computer) {
    label(w.you_play);
    first = true;
    for (int side = 0; side < 2; ++side) {
      const std::string id = "side-" + std::to_string(side);
      if (controls.choice(s.sides[side], id.c_str(), s.opponent.person == side, first)) {
        a.opponent.person = side;
      }
    }
    label(w.level);
    first = true;
    // Narrow buttons: the eight levels fit on one line of the panel.
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(7, ImGui::GetStyle().FramePadding.y));
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(5, ImGui::GetStyle().ItemSpacing.y));
    for (int level = min_level; level <= max_level; ++level) {
      const std::string text = std::to_string(level);
      const std::string id = "level-" + text;
      if (controls.choice(text.c_str(), id.c_str(), !s.opponent.match && s.opponent.level == level,
                          first)) {
        a.opponent.level = level;
        a.opponent.match = false;
      }
    }
    ImGui::PopStyleVar(2);
    // The adaptive level (core/session/match_me.h).
    if (controls.choice(t.match_me, "level-match", s.opponent.match, first)) {
      a.opponent.match = true;
    }
    ImGui::TextColored(palette::title_text, "%s", s.level_title.c_str());
    if (s.opponent.match) {
      ImGui::PushTextWrapPos(0);
      ImGui::TextDisabled("%s", s.match_says.c_str());
      if (!s.match_record.empty()) ImGui::TextDisabled("%s", s.match_record.c_str());
      if (*s.match_moved) ImGui::TextColored(palette::title_text, "%s", s.match_moved);
      ImGui::PopTextWrapPos();
    }
  }
  label(t.clock);
  first = true;
  if (controls.choice(t.no_clock, "clock-none", s.control == "none", first)) a.control = "none";
  for (const char* c : named_controls) {
    const std::string id = std::string("clock-") + c;
    if (controls.choice(c, id.c_str(), s.control == c, first)) a.control = c;
  }
  if (controls.choice(t.reading, "clock-10|30", s.control == reading_control, first)) {
    a.control = reading_control;
  }
  const bool customised = !is_named(s.control);
  if (controls.choice(t.custom, "clock-custom", customised || custom.open, first)) {
    custom.open = true;
  }
  if (customised || custom.open) {
    controls.wrapped(t.custom_says);
    stepper(controls, t.custom_minutes, "custom-minutes", custom.minutes, 1, 0, 600);
    stepper(controls, t.custom_increment, "custom-increment", custom.increment, 1, 0, 600);
    stepper(controls, t.custom_reading, "custom-reading", custom.reading, 10, 0, 600);
    if (controls.button(t.custom_set, "clock-custom-set")) {
      a.control = custom.name();
      custom.open = false;
    }
    ImGui::SameLine();
    ImGui::TextDisabled("%s", custom.name().c_str());
  }
  if (!s.custom_error.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette::danger), "%s",
                       s.custom_error.c_str());
    ImGui::PopTextWrapPos();
  }
  if (s.computer_first) controls.wrapped(t.start_says);
  if (controls.button(t.start, "start")) a.start = true;
}

void clock_rows(Controls& controls, const TableSectionState& s) {
  const TableWords& t = table_words(controls.words().id);
  const float h = ImGui::GetTextLineHeight();
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float whole = ImGui::GetContentRegionAvail().x;
  for (int i = 0; i < 2; ++i) {
    const ClockRow& c = s.clocks[i];
    ImDrawList* dl = ImGui::GetWindowDrawList();
    if (s.compact && i == 1) ImGui::SameLine();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float width = s.compact ? (whole - gap) / 2 : whole;
    const ImVec2 end(p.x + width, p.y + h + 8);
    if (c.running) dl->AddRectFilled(p, end, ImGui::GetColorU32(ImGuiCol_Header), 4);
    dl->AddCircleFilled(ImVec2(p.x + 4 + h / 2, p.y + 4 + h / 2), h * 0.4f, c.colour);
    // Reading seconds in words on a wide panel, as "×periods" on a narrow one.
    std::string text = !c.reading  ? c.time
                       : s.compact ? c.time + " ×" + std::to_string(c.periods)
                                   : fill(t.reading_left, c.time.c_str(), c.periods);
    if (c.flagged) text += std::string("  ") + t.flag_fell;
    const ImU32 ink = c.flagged   ? palette::danger
                      : c.running ? ImGui::GetColorU32(ImGuiCol_Text)
                                  : ImGui::GetColorU32(ImGuiCol_TextDisabled);
    const float tw = ImGui::CalcTextSize(text.c_str()).x;
    // The side's name when it fits beside the time (the dot says it anyway).
    if (12 + h + ImGui::CalcTextSize(c.side).x + 12 + tw + 8 <= width) {
      dl->AddText(ImVec2(p.x + 12 + h, p.y + 4), ink, c.side);
    }
    dl->AddText(ImVec2(end.x - tw - 8, p.y + 4), ink, text.c_str());
    // The side's ring: a dark side's dot stays visible on the dark panel.
    dl->AddCircle(ImVec2(p.x + 4 + h / 2, p.y + 4 + h / 2), h * 0.4f, palette::turn_dot_edge);
    ImGui::Dummy(ImVec2(width, h + 8));
    controls.remember(i == 0 ? "clock-0" : "clock-1");
  }
}

void pause_row(Controls& controls, const TableSectionState& s, TableActions& a) {
  const TableWords& t = table_words(controls.words().id);
  if (s.paused) {
    if (controls.button(t.resume, "resume")) a.resume = true;
    ImGui::SameLine();
    ImGui::TextColored(palette::title_text, "%s", t.paused);
  } else if (s.can_pause) {
    if (controls.button(t.pause, "pause")) a.pause = true;
  }
}

void ending_rows(Controls& controls, const TableSectionState& s, TableActions& a) {
  const TableWords& t = table_words(controls.words().id);
  if (s.confirming_resign) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(fill(t.resign_really, s.actor).c_str());
    ImGui::SameLine();
    if (controls.button(t.yes, "resign-yes")) a.resign_yes = true;
    ImGui::SameLine();
    if (controls.button(t.no, "resign-no")) a.resign_no = true;
    return;
  }
  if (s.offer_by) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(fill(t.draw_offered, s.offer_by).c_str());
    Controls::same_line_if_fits(t.accept, false);
    if (controls.button(t.accept, "draw-accept")) a.accept = true;
    Controls::same_line_if_fits(t.decline, false);
    if (controls.button(t.decline, "draw-decline")) a.decline = true;
  }
  if (s.offer_sent) {
    ImGui::PushStyleColor(ImGuiCol_Text, palette::title_text);
    controls.wrapped(s.offer_moved ? t.offer_in_link : t.offer_by_link);
    ImGui::PopStyleColor();
  }
  if (controls.button(t.resign, "resign")) a.resign = true;
  if (s.can_claim) {
    Controls::same_line_if_fits(t.claim_draw, false);
    if (controls.button(t.claim_draw, "claim-draw")) a.claim = true;
  } else {
    Controls::same_line_if_fits(t.offer_draw, false);
    if (controls.button(t.offer_draw, "offer-draw", s.can_offer)) a.offer = true;
  }
  if (s.draw_answer) {
    ImGui::PushStyleColor(ImGuiCol_Text, palette::title_text);
    controls.wrapped(s.draw_answer);
    ImGui::PopStyleColor();
  }
}

}  // namespace

TableActions draw_table_section(Controls& controls, const TableSectionState& s,
                                CustomControl& custom, TablePart part) {
  TableActions a;
  a.opponent = s.opponent;
  if (part == TablePart::bottom) {
    if (!s.begun || !s.compact) return a;
    if (s.over && !(s.timed && s.clocks_below)) return a;
    ImGui::Separator();
    if (s.timed && s.clocks_below) clock_rows(controls, s);
    if (s.over) return a;
    if (s.timed) pause_row(controls, s, a);
    ending_rows(controls, s, a);
    return a;
  }
  if (!s.begun) {
    start_choice(controls, s, custom, a);
    ImGui::Separator();
    return a;
  }
  const bool clocks = s.timed && !s.clocks_below;
  if (clocks) clock_rows(controls, s);
  if (!s.compact) {
    if (s.timed && !s.over) pause_row(controls, s, a);
    if (!s.over) ending_rows(controls, s, a);
  }
  if (clocks || !s.compact) ImGui::Separator();
  return a;
}

std::string clock_text(long long ms) {
  if (ms < 0) ms = 0;
  char out[32];
  if (ms < 10'000) {
    const long long tenths = ms / 100;
    std::snprintf(out, sizeof out, "0:%02lld.%lld", tenths / 10, tenths % 10);
  } else {
    const long long s = (ms + 999) / 1000;  // a second shows until it is spent
    if (s >= 3600) {
      std::snprintf(out, sizeof out, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
    } else {
      std::snprintf(out, sizeof out, "%lld:%02lld", s / 60, s % 60);
    }
  }
  return out;
}

std::string today_tag() {
  const int d = qipan_today();
  char out[16];
  std::snprintf(out, sizeof out, "%04d.%02d.%02d", d / 10000, d / 100 % 100, d % 100);
  return out;
}

}  // namespace qipan::web
