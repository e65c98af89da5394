#pragma once

// Methods added to a class that another file binds: how a part of the
// module (the search, bindings/search.cpp) gives the board classes and
// qipan.Session its methods without the file that binds the class knowing
// about it, so a build without that part (qipan-rules.js) is the same
// sources less one object library (bindings/CMakeLists.txt).
//
//   more_methods<Position>().function("bestMove", &best_move<...>);
//
// embind's class_<T>(name) registers the class, which may happen only once;
// its .function() registers a method by the class's type alone, and the
// embind runtime holds the method back until the class is registered, so
// the two may sit in different files, in any order of initialisation. This
// does what class_::function does without registering the class, through
// embind 3.1.6's internal::RegisterClassMethod (the call class_::function
// makes): if a toolchain update renames it, this fails to compile.

#include <emscripten/bind.h>

namespace qipan::js {

template <class ClassType>
class more_methods {
 public:
  template <class Callable, class... Policies>
  const more_methods& function(const char* name, Callable callable, Policies...) const {
    emscripten::internal::RegisterClassMethod<Callable>::template invoke<ClassType, Policies...>(
        name, callable);
    return *this;
  }
};

}  // namespace qipan::js
