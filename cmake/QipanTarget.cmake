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
