# qipan_target(<target>): the settings every target of ours gets — warnings as
# errors (never applied to third-party code) and, in the sanitizer build,
# ASan and UBSan.
function(qipan_target target)
  if(MSVC)
    target_compile_options(${target} PRIVATE /W4 /WX)
  else()
    target_compile_options(${target} PRIVATE
      -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion
      -Wnon-virtual-dtor -Wold-style-cast -Wimplicit-fallthrough -Werror)
  endif()
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_GREATER_EQUAL 12)
    # GCC 12 at -O3 takes std::string concatenation for an overlapping
    # memcpy (-Wrestrict false positives, GCC bugs 105329 and 105651).
    target_compile_options(${target} PRIVATE -Wno-restrict)
  endif()
  if(QIPAN_SANITIZE)
    target_compile_options(${target} PRIVATE
      -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
    target_link_options(${target} PRIVATE -fsanitize=address,undefined)
  endif()
endfunction()

# qipan_for_size(<target> [SOURCES <file>...]): in the WebAssembly builds,
# compile the target (or only the sources named, relative to its folder) for
# size (-Oz, which comes after the build type's -O3 on the command line);
# natively nothing changes. For the code a user never waits on — records,
# notation, set-up checks, explanations, the game table, the tactics'
# scenarios and saving, the map importers — while the search, move
# generation, evaluation, perft and the pathfinding keep -O3
# (docs/embedding.md, "Size and start-up").
function(qipan_for_size target)
  if(NOT EMSCRIPTEN)
    return()
  endif()
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "SOURCES")
  if(arg_SOURCES)
    set_source_files_properties(${arg_SOURCES} TARGET_DIRECTORY ${target}
                                PROPERTIES COMPILE_OPTIONS -Oz)
  else()
    target_compile_options(${target} PRIVATE -Oz)
  endif()
endfunction()
