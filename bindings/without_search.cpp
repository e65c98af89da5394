// The computer player's methods in a build of the module without the search
// (qipan-rules.js, bindings/CMakeLists.txt): each board class of the
// registry and qipan.Session keep the names bindings/search.cpp gives them
// in the whole module, and each call throws an Error (code 'not_in_module')
// that says which module has it, instead of a bare "is not a function".
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <string_view>

#include "bindings/board_game.h"
#include "bindings/js_error.h"
#include "bindings/more_methods.h"
#include "bindings/play_session.h"
#include "core/games/games.h"

namespace qipan::js {
namespace {

using emscripten::val;

// The methods, by name.
enum class SearchCall { best_move, start_search, analyse, start_analysis, evaluate };

constexpr std::string_view call_name(SearchCall c) {
  switch (c) {
    case SearchCall::best_move:
      return "bestMove";
    case SearchCall::start_search:
      return "startSearch";
    case SearchCall::analyse:
      return "analyse";
    case SearchCall::start_analysis:
      return "startAnalysis";
    case SearchCall::evaluate:
      return "evaluate";
  }
  return "";
}

template <SearchCall C>
val refuse() {
  fail_named(std::string(call_name(C)) +
                 " is the computer player's, which this module (qipan/rules: the rules, "
                 "records and sessions) leaves out: import it from 'qipan' (the whole module), "
                 "or run the search in a worker with 'qipan/engine'",
             not_in_module_code);
  return val::undefined();
}

// The same arities as the methods they stand for (embind checks the count).
template <class T, SearchCall C>
val refuse_0(const T&) {
  return refuse<C>();
}
template <class T, SearchCall C>
val refuse_1(const T&, const val&) {
  return refuse<C>();
}
template <class T, SearchCall C>
val refuse_2(const T&, const val&, const val&) {
  return refuse<C>();
}

template <class T>
void stand_in(bool runs) {
  using enum SearchCall;
  more_methods<T>()
      .function("bestMove", &refuse_1<T, best_move>)
      .function("analyse", &refuse_1<T, analyse>)
      .function("analyse", &refuse_2<T, analyse>)
      .function("evaluate", &refuse_0<T, evaluate>);
  if (!runs) return;
  more_methods<T>()
      .function("startSearch", &refuse_1<T, start_search>)
      .function("startAnalysis", &refuse_1<T, start_analysis>)
      .function("startAnalysis", &refuse_2<T, start_analysis>);
}

}  // namespace
}  // namespace qipan::js

EMSCRIPTEN_BINDINGS(qipan_without_search) {
  using namespace qipan::js;
  qipan::games::for_each_game(
      [](auto g) { stand_in<typename decltype(g)::type::Position>(/*runs=*/true); });
  stand_in<PlaySession>(/*runs=*/false);
}
