#pragma once

// The ladder's rating model (docs/ladder.md): a joint maximum-likelihood fit
// of every player's Elo on one scale from the scores of all pairings, the
// Bradley-Terry model in Elo units with a draw counted as half a win:
//
//   E(A beats B) = 1 / (1 + 10^((R_B - R_A) / 400)),
//   log L = sum over games of  s ln E + (1 - s) ln (1 - E),
//
// plus one virtual draw per pairing played (a weak prior that keeps a
// perfect score finite). One player, the anchor, is fixed at 0. The 95%
// interval of a rating is +-1.96 standard errors from the inverse of the
// Hessian of -log L with the anchor's row and column removed, i.e. the
// uncertainty relative to the anchor. Counting a draw as half a win
// overstates the spread when there are many draws, so the intervals are
// on the wide side then.

#include <cmath>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace qipan::tools {

struct Pairing {
  std::size_t a = 0, b = 0;  // indices of the players
  double games = 0;          // games counted
  double score = 0;          // A's points in them
};

struct Fit {
  std::vector<double> elo;    // by player; the anchor's is 0
  std::vector<double> error;  // the standard error of each, Elo
  bool converged = false;
  std::string problem;  // why there is no fit, or ""
};

namespace detail {

// Solves m x = v (m symmetric positive definite, n x n, row-major) in
// place by Gaussian elimination with partial pivoting; false when singular.
inline bool solve(std::vector<double> m, std::vector<double>& v, std::size_t n) {
  for (std::size_t c = 0; c < n; ++c) {
    std::size_t p = c;
    for (std::size_t r = c + 1; r < n; ++r) {
      if (std::fabs(m[r * n + c]) > std::fabs(m[p * n + c])) p = r;
    }
    if (std::fabs(m[p * n + c]) < 1e-12) return false;
    if (p != c) {
      for (std::size_t k = 0; k < n; ++k) std::swap(m[c * n + k], m[p * n + k]);
      std::swap(v[c], v[p]);
    }
    for (std::size_t r = 0; r < n; ++r) {
      if (r == c) continue;
      const double f = m[r * n + c] / m[c * n + c];
      if (f == 0) continue;
      for (std::size_t k = c; k < n; ++k) m[r * n + k] -= f * m[c * n + k];
      v[r] -= f * v[c];
    }
  }
  for (std::size_t c = 0; c < n; ++c) v[c] /= m[c * n + c];
  return true;
}

}  // namespace detail

// The fit of `players` ratings from `pairings`, player `anchor` at 0.
inline Fit fit_ratings(std::size_t players, const std::vector<Pairing>& pairings,
                       std::size_t anchor) {
  Fit fit;
  fit.elo.assign(players, 0.0);
  fit.error.assign(players, 0.0);
  // Every player must be linked to the anchor by games.
  std::vector<bool> reached(players, false);
  reached[anchor] = true;
  for (bool grew = true; grew;) {
    grew = false;
    for (const Pairing& p : pairings) {
      if (p.games > 0 && reached[p.a] != reached[p.b]) {
        reached[p.a] = reached[p.b] = true;
        grew = true;
      }
    }
  }
  for (std::size_t i = 0; i < players; ++i) {
    if (!reached[i]) {
      fit.problem = "a player has no games linking it to the anchor";
      return fit;
    }
  }
  // Work in natural units x = R ln10 / 400; the free players are all but
  // the anchor, numbered in order.
  const double unit = 400.0 / std::log(10.0);
  auto slot = [&](std::size_t i) { return i < anchor ? i : i - 1; };
  const std::size_t n = players - 1;
  std::vector<double> x(players, 0.0);
  std::vector<double> hessian;
  for (int iteration = 0; iteration < 200; ++iteration) {
    std::vector<double> gradient(n, 0.0);
    hessian.assign(n * n, 0.0);
    for (const Pairing& p : pairings) {
      if (p.games <= 0) continue;
      const double games = p.games + 1.0;  // with the virtual draw
      const double score = p.score + 0.5;
      const double e = 1.0 / (1.0 + std::exp(x[p.b] - x[p.a]));
      const double g = score - games * e;
      const double w = games * e * (1.0 - e);
      if (p.a != anchor) {
        gradient[slot(p.a)] += g;
        hessian[slot(p.a) * n + slot(p.a)] += w;
      }
      if (p.b != anchor) {
        gradient[slot(p.b)] -= g;
        hessian[slot(p.b) * n + slot(p.b)] += w;
      }
      if (p.a != anchor && p.b != anchor) {
        hessian[slot(p.a) * n + slot(p.b)] -= w;
        hessian[slot(p.b) * n + slot(p.a)] -= w;
      }
    }
    std::vector<double> step = gradient;
    if (!detail::solve(hessian, step, n)) {
      fit.problem = "the information matrix is singular";
      return fit;
    }
    double largest = 0;
    for (std::size_t i = 0; i < players; ++i) {
      if (i == anchor) continue;
      // Damped: never more than 2 natural units (about 350 Elo) a step.
      const double s = std::fmax(-2.0, std::fmin(2.0, step[slot(i)]));
      x[i] += s;
      largest = std::fmax(largest, std::fabs(s));
    }
    if (largest < 1e-9) {
      fit.converged = true;
      break;
    }
  }
  for (std::size_t i = 0; i < players; ++i) fit.elo[i] = x[i] * unit;
  // Standard errors: the diagonal of the inverse information matrix.
  for (std::size_t i = 0; i < players; ++i) {
    if (i == anchor) continue;
    std::vector<double> column(n, 0.0);
    column[slot(i)] = 1.0;
    if (detail::solve(hessian, column, n)) fit.error[i] = std::sqrt(column[slot(i)]) * unit;
  }
  if (!fit.converged) fit.problem = "the fit did not converge";
  return fit;
}

}  // namespace qipan::tools
