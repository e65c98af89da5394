#include "core/tactics/topology.h"

namespace qipan::tactics {

std::string topology_name(Topology t) {
  if (t.shape != Shape::hex) return "square";
  std::string out = t.stagger_axis == StaggerAxis::y ? "hex-y-" : "hex-x-";
  out += t.stagger_index == StaggerIndex::odd ? "odd" : "even";
  return out;
}

std::optional<Topology> parse_topology(std::string_view name) {
  for (Shape s : {Shape::square, Shape::hex}) {
    for (StaggerAxis a : {StaggerAxis::y, StaggerAxis::x}) {
      for (StaggerIndex i : {StaggerIndex::odd, StaggerIndex::even}) {
        const Topology t{s, s == Shape::hex ? a : StaggerAxis::y,
                         s == Shape::hex ? i : StaggerIndex::odd};
        if (topology_name(t) == name) return t;
      }
    }
  }
  return std::nullopt;
}

}  // namespace qipan::tactics
