#include "core/study/win_model.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "core/search/budget.h"

namespace qipan::study {

std::string_view class_name(MoveClass c) {
  switch (c) {
    case MoveClass::best:
      return "best";
    case MoveClass::good:
      return "good";
    case MoveClass::inaccuracy:
      return "inaccuracy";
    case MoveClass::mistake:
      return "mistake";
    case MoveClass::blunder:
      return "blunder";
  }
  return "";
}

int nag_of(MoveClass c) {
  switch (c) {
    case MoveClass::inaccuracy:
      return 6;
    case MoveClass::mistake:
      return 2;
    case MoveClass::blunder:
      return 4;
    default:
      return 0;
  }
}

double win_percent(double cp) {
  const double c =
      std::clamp(cp, -static_cast<double>(cp_ceiling), static_cast<double>(cp_ceiling));
  return 50 + 50 * (2 / (1 + std::exp(-win_coefficient * c)) - 1);
}

namespace {

// +1 for a mate for the side, -1 for a mate against it (a mate now is
// -mate: search::mate_in says 0 of it), 0 otherwise.
int mate_sign(int score) {
  if (score >= search::mate_bound) return 1;
  if (score <= -search::mate_bound) return -1;
  return 0;
}

}  // namespace

double win_percent_of_score(int score) {
  if (mate_sign(score) > 0) return 100;
  if (mate_sign(score) < 0) return 0;
  return win_percent(score);
}

double move_accuracy(double before, double after) {
  if (after >= before) return 100;
  const double raw = accuracy_scale * std::exp(-accuracy_decay * (before - after)) -
                     accuracy_offset + accuracy_bonus;
  return std::clamp(raw, 0.0, 100.0);
}

namespace {

MoveClass by_loss(double loss) {
  if (loss >= blunder_loss) return MoveClass::blunder;
  if (loss >= mistake_loss) return MoveClass::mistake;
  if (loss >= inaccuracy_loss) return MoveClass::inaccuracy;
  return MoveClass::good;
}

}  // namespace

MoveClass classify(int before, int after, bool played_best) {
  if (played_best) return MoveClass::best;
  const int mate_before = mate_sign(before);
  const int mate_after = mate_sign(after);
  // Walked into a forced mate: how bad depends on how lost it already was.
  if (mate_after < 0 && mate_before >= 0) {
    if (mate_before > 0) return MoveClass::blunder;
    if (before < -999) return MoveClass::inaccuracy;
    if (before < -700) return MoveClass::mistake;
    return MoveClass::blunder;
  }
  // Gave up a forced mate: how bad depends on what is left.
  if (mate_before > 0 && mate_after <= 0) {
    if (after > 999) return MoveClass::inaccuracy;
    if (after > 700) return MoveClass::mistake;
    return MoveClass::blunder;
  }
  return by_loss(win_percent_of_score(before) - win_percent_of_score(after));
}

double side_accuracy(std::span<const double> win, int side, int first_mover) {
  if (win.size() < 2) return 100;
  const std::size_t moves = win.size() - 1;
  const std::size_t window = std::clamp<std::size_t>(moves / 10, 2, 8);
  const auto deviation = [&](std::size_t first) {
    const std::size_t n = std::min(window, win.size() - first);
    double mean = 0;
    for (std::size_t i = 0; i < n; ++i) mean += win[first + i];
    mean /= static_cast<double>(n);
    double var = 0;
    for (std::size_t i = 0; i < n; ++i) var += (win[first + i] - mean) * (win[first + i] - mean);
    return std::clamp(std::sqrt(var / static_cast<double>(n)), 0.5, 12.0);
  };
  double weighted = 0;
  double weights = 0;
  double inverse = 0;
  std::size_t count = 0;
  for (std::size_t i = 0; i < moves; ++i) {
    if (static_cast<int>((i + static_cast<std::size_t>(first_mover)) % 2) != side) continue;
    // The first window - 2 moves share the first window; then it slides.
    const std::size_t first = i < window - 2 ? 0 : std::min(i - (window - 2), win.size() - window);
    const double w = deviation(win.size() < window ? 0 : first);
    const double before = side == 0 ? win[i] : 100 - win[i];
    const double after = side == 0 ? win[i + 1] : 100 - win[i + 1];
    const double a = move_accuracy(before, after);
    weighted += a * w;
    weights += w;
    // lichess's harmonic mean has no answer for 0: such a move counts as 0.5.
    inverse += 1 / std::max(a, 0.5);
    ++count;
  }
  if (count == 0) return 100;
  return (weighted / weights + static_cast<double>(count) / inverse) / 2;
}

}  // namespace qipan::study
