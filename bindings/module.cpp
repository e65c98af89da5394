// The module's one entry point that every build of it has, whatever parts
// it is made of (bindings/CMakeLists.txt): its version.
#include <emscripten/bind.h>

#include <string>

namespace qipan::js {
namespace {

std::string version() { return QIPAN_VERSION; }

}  // namespace
}  // namespace qipan::js

EMSCRIPTEN_BINDINGS(qipan_module) { emscripten::function("version", &qipan::js::version); }
