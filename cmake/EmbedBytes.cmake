# cmake -DIN=<file> -DOUT=<file.cpp> -DNAME=<symbol> -P EmbedBytes.cmake
# Writes a C++ source defining `const unsigned char NAME[]` and
# `const std::size_t NAME_size` with the bytes of IN (plus a trailing 0 that
# the size does not count, so a text file can be read as a C string).
file(READ "${IN}" hex HEX)
string(LENGTH "${hex}" hex_length)
math(EXPR size "${hex_length} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REGEX REPLACE "(0x[0-9a-f][0-9a-f],){24}" "\\0\n" bytes "${bytes}")
file(WRITE "${OUT}" "// Generated from ${IN} by cmake/EmbedBytes.cmake. Do not edit.\n#include <cstddef>\n\nextern const unsigned char ${NAME}[] = {\n${bytes}0x00};\nextern const std::size_t ${NAME}_size = ${size};\n")
