#include "core/session/ending.h"

namespace qipan::session {

std::string side_title(std::string_view side_name) {
  std::string out(side_name);
  if (!out.empty() && out[0] >= 'a' && out[0] <= 'z')
    out[0] = static_cast<char>(out[0] - 'a' + 'A');
  return out;
}

}  // namespace qipan::session
