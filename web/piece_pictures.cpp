#include "web/piece_pictures.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <utility>

namespace qipan::web {

namespace {

// Drawing in the piece's own units: (0, 0) its centre, 1 its radius, y down.
class Pen {
 public:
  Pen(ImDrawList* dl, ImVec2 c, float r, ImU32 ink, ImU32 face)
      : dl_(dl), c_(c), r_(r), ink_(ink), face_(face) {}

  ImVec2 at(float x, float y) const { return ImVec2(c_.x + x * r_, c_.y + y * r_); }
  float len(float d) const { return d * r_; }

  // A convex shape through the points, in order.
  void shape(std::initializer_list<ImVec2> unit_points, bool cut = false) const {
    ImVec2 pts[12];
    int n = 0;
    for (ImVec2 p : unit_points) pts[n++] = at(p.x, p.y);
    dl_->AddConvexPolyFilled(pts, n, cut ? face_ : ink_);
  }
  void disc(float x, float y, float radius, bool cut = false) const {
    dl_->AddCircleFilled(at(x, y), len(radius), cut ? face_ : ink_);
  }
  void box(float x0, float y0, float x1, float y1, bool cut = false) const {
    dl_->AddRectFilled(at(x0, y0), at(x1, y1), cut ? face_ : ink_);
  }
  void line(float x0, float y0, float x1, float y1, float width, bool cut = false) const {
    dl_->AddLine(at(x0, y0), at(x1, y1), cut ? face_ : ink_, std::max(1.0f, len(width)));
  }
  // A pair mirrored about the vertical axis: `f(side)` with side -1 and 1.
  template <class F>
  static void both(F&& f) {
    f(-1.0f);
    f(1.0f);
  }
  // Two eyes at height `y`, `dx` from the middle.
  void eyes(float dx, float y, float size) const {
    both([&](float s) { disc(s * dx, y, size, true); });
  }

 private:
  ImDrawList* dl_;
  ImVec2 c_;
  float r_;
  ImU32 ink_;
  ImU32 face_;
};

void general(const Pen& p) {
  p.box(-0.48f, 0.08f, 0.48f, 0.34f);
  p.shape({{-0.48f, 0.1f}, {-0.48f, -0.3f}, {-0.16f, 0.1f}});
  p.shape({{-0.22f, 0.1f}, {0.0f, -0.42f}, {0.22f, 0.1f}});
  p.shape({{0.16f, 0.1f}, {0.48f, -0.3f}, {0.48f, 0.1f}});
  p.disc(-0.48f, -0.32f, 0.08f);
  p.disc(0, -0.44f, 0.08f);
  p.disc(0.48f, -0.32f, 0.08f);
  p.disc(0, 0.21f, 0.06f, true);
}

void advisor(const Pen& p) {
  // One step on a diagonal, every way: a cross of diagonals with studs.
  p.line(-0.36f, -0.36f, 0.36f, 0.36f, 0.14f);
  p.line(-0.36f, 0.36f, 0.36f, -0.36f, 0.14f);
  for (float x : {-0.38f, 0.38f}) {
    for (float y : {-0.38f, 0.38f}) p.disc(x, y, 0.11f);
  }
  p.disc(0, 0, 0.15f);
  p.disc(0, 0, 0.06f, true);
}

void elephant(const Pen& p) {
  Pen::both([&](float s) {
    p.shape({{s * 0.16f, -0.32f},
             {s * 0.5f, -0.36f},
             {s * 0.56f, -0.02f},
             {s * 0.38f, 0.2f},
             {s * 0.16f, 0.06f}});
  });
  p.disc(0, -0.1f, 0.27f);
  // The trunk, curling up at its end.
  p.shape({{-0.12f, 0.0f}, {0.12f, 0.0f}, {0.09f, 0.42f}, {-0.07f, 0.42f}});
  p.shape({{-0.07f, 0.36f}, {0.09f, 0.36f}, {0.26f, 0.3f}, {0.26f, 0.42f}, {0.06f, 0.5f}});
  p.eyes(0.12f, -0.14f, 0.045f);
  // Tusks.
  Pen::both([&](float s) { p.line(s * 0.14f, 0.08f, s * 0.26f, 0.22f, 0.05f, true); });
}

void horse(const Pen& p) {
  // A knight's head facing right.
  p.shape({{-0.34f, 0.46f}, {0.3f, 0.46f}, {0.22f, -0.04f}, {-0.12f, -0.32f}});
  p.shape({{-0.12f, -0.32f}, {0.12f, -0.4f}, {0.48f, 0.02f}, {0.3f, 0.16f}});
  p.shape({{-0.14f, -0.3f}, {-0.04f, -0.54f}, {0.08f, -0.36f}});
  p.box(-0.42f, 0.38f, 0.38f, 0.48f);
  p.disc(0.1f, -0.2f, 0.05f, true);
  p.line(-0.3f, 0.3f, -0.12f, -0.2f, 0.04f, true);  // the mane's edge
}

void chariot(const Pen& p) {
  // A tower: base, body, battlements.
  p.box(-0.42f, 0.3f, 0.42f, 0.46f);
  p.box(-0.26f, -0.16f, 0.26f, 0.32f);
  p.box(-0.4f, -0.3f, 0.4f, -0.12f);
  for (float x : {-0.4f, -0.09f, 0.22f}) p.box(x, -0.46f, x + 0.18f, -0.28f);
  p.box(-0.26f, 0.12f, 0.26f, 0.17f, true);
}

void cannon(const Pen& p) {
  p.line(-0.46f, 0.08f, 0.36f, -0.32f, 0.2f);  // the barrel
  p.disc(0.4f, -0.34f, 0.12f);                 // its muzzle
  p.disc(-0.44f, 0.09f, 0.1f);                 // its breech
  p.disc(-0.04f, 0.2f, 0.24f);                 // the wheel
  p.disc(-0.04f, 0.2f, 0.12f, true);
  p.disc(-0.04f, 0.2f, 0.05f);
  p.box(-0.46f, 0.4f, 0.42f, 0.48f);  // the ground
}

void soldier(const Pen& p) {
  // A pawn.
  p.disc(0, -0.26f, 0.17f);
  p.box(-0.2f, -0.1f, 0.2f, -0.02f);
  p.shape({{-0.11f, -0.04f}, {0.11f, -0.04f}, {0.3f, 0.36f}, {-0.3f, 0.36f}});
  p.box(-0.4f, 0.32f, 0.4f, 0.46f);
}

void rat(const Pen& p) {
  Pen::both([&](float s) {
    p.disc(s * 0.3f, -0.26f, 0.19f);
    p.disc(s * 0.3f, -0.26f, 0.09f, true);
    // Whiskers.
    p.line(s * 0.16f, 0.3f, s * 0.52f, 0.2f, 0.035f);
    p.line(s * 0.16f, 0.34f, s * 0.52f, 0.42f, 0.035f);
  });
  p.disc(0, 0.0f, 0.26f);
  p.shape({{-0.2f, 0.1f}, {0.2f, 0.1f}, {0.0f, 0.44f}});  // the pointed snout
  p.eyes(0.11f, -0.02f, 0.045f);
  p.disc(0, 0.4f, 0.05f, true);
}

void cat(const Pen& p) {
  Pen::both([&](float s) {
    p.shape({{s * 0.34f, -0.04f}, {s * 0.34f, -0.48f}, {s * 0.04f, -0.24f}});
    p.line(s * 0.2f, 0.16f, s * 0.56f, 0.08f, 0.035f);
    p.line(s * 0.2f, 0.22f, s * 0.56f, 0.3f, 0.035f);
  });
  p.disc(0, 0.02f, 0.34f);
  Pen::both([&](float s) {
    p.shape({{s * 0.08f, -0.06f}, {s * 0.16f, -0.12f}, {s * 0.24f, -0.06f}, {s * 0.16f, 0.0f}},
            true);
  });
  p.shape({{-0.06f, 0.1f}, {0.06f, 0.1f}, {0.0f, 0.17f}}, true);
}

void dog(const Pen& p) {
  p.disc(0, -0.08f, 0.3f);
  p.disc(0, 0.2f, 0.2f);  // the muzzle
  Pen::both([&](float s) {
    // Floppy ears, hanging.
    p.shape({{s * 0.18f, -0.34f},
             {s * 0.42f, -0.3f},
             {s * 0.52f, 0.12f},
             {s * 0.38f, 0.2f},
             {s * 0.26f, -0.04f}});
  });
  p.eyes(0.12f, -0.1f, 0.05f);
  p.disc(0, 0.14f, 0.07f, true);
  p.line(0, 0.2f, 0, 0.3f, 0.035f, true);
}

void wolf(const Pen& p) {
  Pen::both([&](float s) {
    p.shape({{s * 0.36f, -0.1f}, {s * 0.3f, -0.52f}, {s * 0.06f, -0.2f}});
    p.shape({{s * 0.3f, -0.05f}, {s * 0.5f, 0.06f}, {s * 0.3f, 0.18f}});  // the ruff
  });
  p.shape({{-0.36f, -0.22f},
           {0.36f, -0.22f},
           {0.38f, 0.02f},
           {0.1f, 0.46f},
           {-0.1f, 0.46f},
           {-0.38f, 0.02f}});
  Pen::both([&](float s) {
    p.shape({{s * 0.08f, -0.06f}, {s * 0.26f, -0.14f}, {s * 0.22f, -0.04f}}, true);
  });
  p.disc(0, 0.38f, 0.06f, true);
}

void leopard(const Pen& p) {
  Pen::both([&](float s) {
    p.disc(s * 0.27f, -0.28f, 0.12f);
    p.disc(s * 0.27f, -0.28f, 0.05f, true);
  });
  p.disc(0, 0.02f, 0.36f);
  // Spots.
  for (auto [x, y] :
       {std::pair{-0.2f, -0.18f}, {0.0f, -0.24f}, {0.2f, -0.18f}, {-0.24f, 0.2f}, {0.24f, 0.2f}}) {
    p.disc(x, y, 0.05f, true);
  }
  p.eyes(0.12f, 0.0f, 0.05f);
  p.shape({{-0.07f, 0.12f}, {0.07f, 0.12f}, {0.0f, 0.2f}}, true);
}

void tiger(const Pen& p) {
  Pen::both([&](float s) {
    p.disc(s * 0.28f, -0.28f, 0.13f);
    p.disc(s * 0.28f, -0.28f, 0.06f, true);
    // Cheek stripes.
    p.line(s * 0.38f, 0.04f, s * 0.24f, 0.08f, 0.04f, true);
    p.line(s * 0.38f, 0.16f, s * 0.24f, 0.16f, 0.04f, true);
  });
  p.disc(0, 0.02f, 0.38f);
  // 王 on the forehead.
  for (float y : {-0.3f, -0.22f, -0.14f}) p.line(-0.1f, y, 0.1f, y, 0.035f, true);
  p.line(0, -0.3f, 0, -0.14f, 0.035f, true);
  p.eyes(0.14f, -0.02f, 0.05f);
  p.shape({{-0.07f, 0.12f}, {0.07f, 0.12f}, {0.0f, 0.2f}}, true);
}

void lion(const Pen& p) {
  // A mane of spikes around the face.
  constexpr int spikes = 14;
  for (int i = 0; i < spikes; ++i) {
    const float a = static_cast<float>(i) * 6.2831853f / spikes;
    const float b = a + 3.14159265f / spikes;
    const float c = a - 3.14159265f / spikes;
    p.shape({{std::cos(c) * 0.34f, std::sin(c) * 0.34f},
             {std::cos(a) * 0.56f, std::sin(a) * 0.56f},
             {std::cos(b) * 0.34f, std::sin(b) * 0.34f}});
  }
  p.disc(0, 0, 0.38f);
  p.disc(0, 0.02f, 0.25f, true);
  Pen::both([&](float s) { p.disc(s * 0.1f, -0.04f, 0.045f); });
  p.shape({{-0.08f, 0.06f}, {0.08f, 0.06f}, {0.0f, 0.15f}});
  p.line(0, 0.14f, 0, 0.2f, 0.035f);
}

}  // namespace

void draw_picture(ImDrawList* dl, Picture picture, ImVec2 c, float r, ImU32 ink, ImU32 face) {
  // The shapes are drawn in a unit of 1.2 radii: they fill the engraved ring.
  const Pen p(dl, c, r * 1.2f, ink, face);
  switch (picture) {
    case Picture::none:
      return;
    case Picture::general:
      return general(p);
    case Picture::advisor:
      return advisor(p);
    case Picture::minister:
    case Picture::elephant:
      return elephant(p);
    case Picture::horse:
      return horse(p);
    case Picture::chariot:
      return chariot(p);
    case Picture::cannon:
      return cannon(p);
    case Picture::soldier:
      return soldier(p);
    case Picture::rat:
      return rat(p);
    case Picture::cat:
      return cat(p);
    case Picture::dog:
      return dog(p);
    case Picture::wolf:
      return wolf(p);
    case Picture::leopard:
      return leopard(p);
    case Picture::tiger:
      return tiger(p);
    case Picture::lion:
      return lion(p);
  }
}

}  // namespace qipan::web
